ALTER TABLE "items" ADD COLUMN "full_weight_g" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "empty_weight_g" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_full_weight_g_check" CHECK ("items"."full_weight_g" > 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_empty_weight_g_check" CHECK ("items"."empty_weight_g" >= 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_weights_check" CHECK ("items"."full_weight_g" > "items"."empty_weight_g");