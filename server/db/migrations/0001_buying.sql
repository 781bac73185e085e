CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"vendor_item_id" uuid NOT NULL,
	"old_price" numeric(14, 4),
	"new_price" numeric(14, 4) NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"shopping_list_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "price_changes_source_check" CHECK ("price_changes"."source" in ('manual', 'bulk', 'catalog', 'receive')),
	CONSTRAINT "price_changes_new_price_check" CHECK ("price_changes"."new_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "invoice_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "received_by" uuid;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "credit_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "delivery_days" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_vendor_item_fk" FOREIGN KEY ("location_id","vendor_item_id") REFERENCES "public"."vendor_items"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_shopping_list_fk" FOREIGN KEY ("location_id","shopping_list_id") REFERENCES "public"."shopping_lists"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_location_id_vendor_item_id_idx" ON "price_changes" USING btree ("location_id","vendor_item_id","created_at");--> statement-breakpoint
CREATE INDEX "price_changes_location_id_created_at_idx" ON "price_changes" USING btree ("location_id","created_at");--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_invoice_price_check" CHECK ("shopping_list_items"."invoice_price" >= 0);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_delivery_days_check" CHECK ("vendors"."delivery_days" <@ '{1,2,3,4,5,6,7}'::integer[]);