CREATE TABLE "sales_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "sales_imports_location_id_id_key" UNIQUE("location_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_lines" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_imports_location_id_pending_key" ON "sales_imports" USING btree ("location_id") WHERE "sales_imports"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_import_fk" FOREIGN KEY ("location_id","import_id") REFERENCES "public"."sales_imports"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_lines_location_id_import_id_idx" ON "sales_lines" USING btree ("location_id","import_id");