ALTER TABLE "locations" ADD COLUMN "target_food_cost_percent" numeric(14, 4) DEFAULT '30' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "allergens" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "conversions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "waste_percent" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "waste_percent" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_target_food_cost_percent_check" CHECK ("locations"."target_food_cost_percent" > 0 and "locations"."target_food_cost_percent" <= 100);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_waste_percent_check" CHECK ("items"."waste_percent" >= 0 and "items"."waste_percent" < 100);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_allergens_check" CHECK (jsonb_typeof("items"."allergens") = 'object');--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_conversions_check" CHECK (jsonb_typeof("items"."conversions") = 'array');--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_waste_percent_check" CHECK ("recipe_ingredients"."waste_percent" >= 0 and "recipe_ingredients"."waste_percent" < 100);