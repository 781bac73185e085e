CREATE TABLE "stock_count_lines" (
	"location_id" uuid NOT NULL,
	"count_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(14, 4),
	"cost_per_unit" numeric(14, 4),
	"counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stock_count_lines_pkey" PRIMARY KEY("location_id","count_id","item_id"),
	CONSTRAINT "stock_count_lines_quantity_check" CHECK ("stock_count_lines"."quantity" >= 0),
	CONSTRAINT "stock_count_lines_cost_per_unit_check" CHECK ("stock_count_lines"."cost_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" uuid,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"total_value" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_counts_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "stock_counts_scope_check" CHECK ("stock_counts"."scope" in ('full', 'spot')),
	CONSTRAINT "stock_counts_status_check" CHECK ("stock_counts"."status" in ('open', 'closed')),
	CONSTRAINT "stock_counts_closed_check" CHECK (("stock_counts"."status" = 'closed') = ("stock_counts"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "menu_stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_stock_items_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "menu_stock_items_quantity_check" CHECK ("menu_stock_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone,
	"pos_name" text NOT NULL,
	"pos_key" text NOT NULL,
	"pos_code" text,
	"menu_item_id" uuid,
	"quantity" numeric(14, 4) NOT NULL,
	"net_sales" numeric(14, 4),
	"source" text NOT NULL,
	"dedupe_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_lines_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "sales_lines_location_id_dedupe_key_key" UNIQUE("location_id","dedupe_key"),
	CONSTRAINT "sales_lines_quantity_check" CHECK ("sales_lines"."quantity" <> 0),
	CONSTRAINT "sales_lines_period_check" CHECK ("sales_lines"."period_start" <= "sales_lines"."sold_at"),
	CONSTRAINT "sales_lines_source_check" CHECK ("sales_lines"."source" in ('square', 'toast', 'clover', 'plain', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "sales_mappings" (
	"location_id" uuid NOT NULL,
	"pos_key" text NOT NULL,
	"pos_name" text NOT NULL,
	"menu_item_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_mappings_pkey" PRIMARY KEY("location_id","pos_key")
);
--> statement-breakpoint
ALTER TABLE "stock_updates" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "stock_updates" ADD COLUMN "count_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_fk" FOREIGN KEY ("location_id","count_id") REFERENCES "public"."stock_counts"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_item_fk" FOREIGN KEY ("location_id","item_id") REFERENCES "public"."items"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_stock_items" ADD CONSTRAINT "menu_stock_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_stock_items" ADD CONSTRAINT "menu_stock_items_menu_item_fk" FOREIGN KEY ("location_id","menu_item_id") REFERENCES "public"."menu_items"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_stock_items" ADD CONSTRAINT "menu_stock_items_item_fk" FOREIGN KEY ("location_id","item_id") REFERENCES "public"."items"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_menu_item_fk" FOREIGN KEY ("location_id","menu_item_id") REFERENCES "public"."menu_items"("location_id","id") ON DELETE SET NULL ("menu_item_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_mappings" ADD CONSTRAINT "sales_mappings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_mappings" ADD CONSTRAINT "sales_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_mappings" ADD CONSTRAINT "sales_mappings_menu_item_fk" FOREIGN KEY ("location_id","menu_item_id") REFERENCES "public"."menu_items"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_lines_location_id_item_id_idx" ON "stock_count_lines" USING btree ("location_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_one_open_full_key" ON "stock_counts" USING btree ("location_id") WHERE "stock_counts"."status" = 'open' and "stock_counts"."scope" = 'full';--> statement-breakpoint
CREATE INDEX "stock_counts_location_id_closed_at_idx" ON "stock_counts" USING btree ("location_id","closed_at");--> statement-breakpoint
CREATE INDEX "menu_stock_items_location_id_menu_item_id_idx" ON "menu_stock_items" USING btree ("location_id","menu_item_id");--> statement-breakpoint
CREATE INDEX "menu_stock_items_location_id_item_id_idx" ON "menu_stock_items" USING btree ("location_id","item_id");--> statement-breakpoint
CREATE INDEX "sales_lines_location_id_sold_at_idx" ON "sales_lines" USING btree ("location_id","sold_at");--> statement-breakpoint
CREATE INDEX "sales_lines_location_id_pos_key_idx" ON "sales_lines" USING btree ("location_id","pos_key");--> statement-breakpoint
CREATE INDEX "sales_lines_location_id_menu_item_id_sold_at_idx" ON "sales_lines" USING btree ("location_id","menu_item_id","sold_at");--> statement-breakpoint
ALTER TABLE "stock_updates" ADD CONSTRAINT "stock_updates_count_fk" FOREIGN KEY ("location_id","count_id") REFERENCES "public"."stock_counts"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_updates_location_id_count_id_idx" ON "stock_updates" USING btree ("location_id","count_id");--> statement-breakpoint
ALTER TABLE "stock_updates" ADD CONSTRAINT "stock_updates_cause_check" CHECK ("stock_updates"."cause" in ('spill', 'breakage', 'comp', 'expired', 'staff', 'other'));--> statement-breakpoint
ALTER TABLE "stock_updates" ADD CONSTRAINT "stock_updates_cause_waste_check" CHECK ("stock_updates"."cause" is null or "stock_updates"."reason" = 'waste');