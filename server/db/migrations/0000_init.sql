CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "refresh_sessions_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"subscription_status" text,
	"stripe_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_stripe_customer_id_key" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"venue_name" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_status_check" CHECK ("waiting_list"."status" in ('pending', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"code" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "invite_codes_code_key" UNIQUE("code"),
	CONSTRAINT "invite_codes_code_upper_check" CHECK ("invite_codes"."code" = upper("invite_codes"."code")),
	CONSTRAINT "invite_codes_role_check" CHECK ("invite_codes"."role" in ('staff', 'manager')),
	CONSTRAINT "invite_codes_max_uses_check" CHECK ("invite_codes"."max_uses" >= 1),
	CONSTRAINT "invite_codes_uses_check" CHECK ("invite_codes"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "members_location_id_user_id_key" UNIQUE("location_id","user_id"),
	CONSTRAINT "members_role_check" CHECK ("members"."role" in ('owner', 'manager', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_location_id_id_key" UNIQUE("location_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"location_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("location_id","user_id","key")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"unit" text NOT NULL,
	"unit_content" numeric(14, 4),
	"unit_content_unit" text,
	"quantity" numeric(14, 4) DEFAULT '0' NOT NULL,
	"par_level" numeric(14, 4),
	"reorder_point" numeric(14, 4),
	"cost_per_unit" numeric(14, 4),
	"storage_area" text,
	"sku" text,
	"barcode" text,
	"notes" text,
	"archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "items_quantity_check" CHECK ("items"."quantity" >= 0),
	CONSTRAINT "items_unit_content_check" CHECK ("items"."unit_content" > 0),
	CONSTRAINT "items_par_level_check" CHECK ("items"."par_level" >= 0),
	CONSTRAINT "items_reorder_point_check" CHECK ("items"."reorder_point" >= 0),
	CONSTRAINT "items_cost_per_unit_check" CHECK ("items"."cost_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid,
	"previous_quantity" numeric(14, 4) NOT NULL,
	"new_quantity" numeric(14, 4) NOT NULL,
	"delta" numeric(14, 4) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"shopping_list_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_updates_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "stock_updates_previous_quantity_check" CHECK ("stock_updates"."previous_quantity" >= 0),
	CONSTRAINT "stock_updates_new_quantity_check" CHECK ("stock_updates"."new_quantity" >= 0),
	CONSTRAINT "stock_updates_delta_check" CHECK ("stock_updates"."delta" = "stock_updates"."new_quantity" - "stock_updates"."previous_quantity"),
	CONSTRAINT "stock_updates_reason_check" CHECK ("stock_updates"."reason" in ('count', 'receive', 'waste', 'adjust', 'undo', 'import'))
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"shopping_list_id" uuid NOT NULL,
	"inventory_item_id" uuid,
	"vendor_item_id" uuid,
	"name" text NOT NULL,
	"quantity" numeric(14, 4) DEFAULT '1' NOT NULL,
	"unit" text,
	"pack_size" numeric(14, 4),
	"unit_price" numeric(14, 4),
	"completed" boolean DEFAULT false NOT NULL,
	"received_quantity" numeric(14, 4),
	"notes" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_items_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "shopping_list_items_quantity_check" CHECK ("shopping_list_items"."quantity" >= 0),
	CONSTRAINT "shopping_list_items_pack_size_check" CHECK ("shopping_list_items"."pack_size" > 0),
	CONSTRAINT "shopping_list_items_unit_price_check" CHECK ("shopping_list_items"."unit_price" >= 0),
	CONSTRAINT "shopping_list_items_received_quantity_check" CHECK ("shopping_list_items"."received_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vendor_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"received_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "shopping_lists_status_check" CHECK ("shopping_lists"."status" in ('draft', 'sent', 'received'))
);
--> statement-breakpoint
CREATE TABLE "vendor_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"inventory_item_id" uuid,
	"name" text NOT NULL,
	"sku" text,
	"pack_description" text,
	"pack_size" numeric(14, 4) DEFAULT '1' NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_items_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "vendor_items_pack_size_check" CHECK ("vendor_items"."pack_size" > 0),
	CONSTRAINT "vendor_items_price_check" CHECK ("vendor_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"website" text,
	"notes" text,
	"lead_time_days" integer,
	"minimum_order" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "vendors_lead_time_days_check" CHECK ("vendors"."lead_time_days" >= 0),
	CONSTRAINT "vendors_minimum_order_check" CHECK ("vendors"."minimum_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"description" text,
	"price" numeric(14, 4) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "menu_items_price_check" CHECK ("menu_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"quantity" numeric(14, 4) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_recipes_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "menu_recipes_quantity_check" CHECK ("menu_recipes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"inventory_item_id" uuid,
	"sub_recipe_id" uuid,
	"quantity" numeric(14, 4) NOT NULL,
	"unit" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_ingredients_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "recipe_ingredients_source_check" CHECK (("recipe_ingredients"."inventory_item_id" is null) <> ("recipe_ingredients"."sub_recipe_id" is null)),
	CONSTRAINT "recipe_ingredients_not_self_check" CHECK ("recipe_ingredients"."sub_recipe_id" <> "recipe_ingredients"."recipe_id"),
	CONSTRAINT "recipe_ingredients_quantity_check" CHECK ("recipe_ingredients"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"description" text,
	"yield_quantity" numeric(14, 4),
	"yield_unit" text,
	"portions" numeric(14, 4) DEFAULT '1' NOT NULL,
	"instructions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "recipes_yield_quantity_check" CHECK ("recipes"."yield_quantity" > 0),
	CONSTRAINT "recipes_portions_check" CHECK ("recipes"."portions" > 0)
);
--> statement-breakpoint
CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_conversations_location_id_id_key" UNIQUE("location_id","id")
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tool_calls" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_location_id_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "assistant_messages_role_check" CHECK ("assistant_messages"."role" in ('user', 'assistant', 'tool'))
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_fk" FOREIGN KEY ("location_id","category_id") REFERENCES "public"."categories"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_updates" ADD CONSTRAINT "stock_updates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_updates" ADD CONSTRAINT "stock_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_updates" ADD CONSTRAINT "stock_updates_item_fk" FOREIGN KEY ("location_id","item_id") REFERENCES "public"."items"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_updates" ADD CONSTRAINT "stock_updates_shopping_list_fk" FOREIGN KEY ("location_id","shopping_list_id") REFERENCES "public"."shopping_lists"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_fk" FOREIGN KEY ("location_id","shopping_list_id") REFERENCES "public"."shopping_lists"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_inventory_item_fk" FOREIGN KEY ("location_id","inventory_item_id") REFERENCES "public"."items"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_vendor_item_fk" FOREIGN KEY ("location_id","vendor_item_id") REFERENCES "public"."vendor_items"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_vendor_fk" FOREIGN KEY ("location_id","vendor_id") REFERENCES "public"."vendors"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_items" ADD CONSTRAINT "vendor_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_items" ADD CONSTRAINT "vendor_items_vendor_fk" FOREIGN KEY ("location_id","vendor_id") REFERENCES "public"."vendors"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_items" ADD CONSTRAINT "vendor_items_inventory_item_fk" FOREIGN KEY ("location_id","inventory_item_id") REFERENCES "public"."items"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_recipes" ADD CONSTRAINT "menu_recipes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_recipes" ADD CONSTRAINT "menu_recipes_menu_item_fk" FOREIGN KEY ("location_id","menu_item_id") REFERENCES "public"."menu_items"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_recipes" ADD CONSTRAINT "menu_recipes_recipe_fk" FOREIGN KEY ("location_id","recipe_id") REFERENCES "public"."recipes"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_fk" FOREIGN KEY ("location_id","recipe_id") REFERENCES "public"."recipes"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_inventory_item_fk" FOREIGN KEY ("location_id","inventory_item_id") REFERENCES "public"."items"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_sub_recipe_fk" FOREIGN KEY ("location_id","sub_recipe_id") REFERENCES "public"."recipes"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_fk" FOREIGN KEY ("location_id","conversation_id") REFERENCES "public"."assistant_conversations"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_id_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_id_idx" ON "refresh_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_email_lower_key" ON "waiting_list" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "invite_codes_location_id_created_at_idx" ON "invite_codes" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "members_user_id_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_location_id_name_key" ON "categories" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "items_location_id_name_key" ON "items" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "items_location_id_category_id_idx" ON "items" USING btree ("location_id","category_id");--> statement-breakpoint
CREATE INDEX "items_location_id_barcode_idx" ON "items" USING btree ("location_id","barcode");--> statement-breakpoint
CREATE INDEX "items_location_id_sku_idx" ON "items" USING btree ("location_id","sku");--> statement-breakpoint
CREATE INDEX "stock_updates_location_id_item_id_created_at_idx" ON "stock_updates" USING btree ("location_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_updates_location_id_created_at_idx" ON "stock_updates" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_updates_location_id_user_id_created_at_idx" ON "stock_updates" USING btree ("location_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_updates_location_id_shopping_list_id_idx" ON "stock_updates" USING btree ("location_id","shopping_list_id");--> statement-breakpoint
CREATE INDEX "shopping_list_items_location_id_list_id_idx" ON "shopping_list_items" USING btree ("location_id","shopping_list_id","sort_order");--> statement-breakpoint
CREATE INDEX "shopping_list_items_location_id_inventory_item_id_idx" ON "shopping_list_items" USING btree ("location_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "shopping_list_items_location_id_vendor_item_id_idx" ON "shopping_list_items" USING btree ("location_id","vendor_item_id");--> statement-breakpoint
CREATE INDEX "shopping_lists_location_id_status_idx" ON "shopping_lists" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "shopping_lists_location_id_vendor_id_idx" ON "shopping_lists" USING btree ("location_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_items_location_id_vendor_id_idx" ON "vendor_items" USING btree ("location_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_items_location_id_inventory_item_id_idx" ON "vendor_items" USING btree ("location_id","inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_items_preferred_key" ON "vendor_items" USING btree ("location_id","inventory_item_id") WHERE "vendor_items"."is_preferred";--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_location_id_name_key" ON "vendors" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_location_id_name_key" ON "menu_items" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "menu_items_location_id_category_idx" ON "menu_items" USING btree ("location_id","category");--> statement-breakpoint
CREATE INDEX "menu_recipes_location_id_menu_item_id_idx" ON "menu_recipes" USING btree ("location_id","menu_item_id");--> statement-breakpoint
CREATE INDEX "menu_recipes_location_id_recipe_id_idx" ON "menu_recipes" USING btree ("location_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_location_id_recipe_id_idx" ON "recipe_ingredients" USING btree ("location_id","recipe_id","sort_order");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_location_id_inventory_item_id_idx" ON "recipe_ingredients" USING btree ("location_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_location_id_sub_recipe_id_idx" ON "recipe_ingredients" USING btree ("location_id","sub_recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_location_id_name_key" ON "recipes" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "assistant_conversations_location_id_user_id_idx" ON "assistant_conversations" USING btree ("location_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_location_id_conversation_id_idx" ON "assistant_messages" USING btree ("location_id","conversation_id","created_at");