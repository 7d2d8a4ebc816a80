CREATE TABLE "outbound_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"outbound_code" text NOT NULL,
	"order_id" uuid,
	"order_code" text,
	"customer_id" uuid,
	"warehouse_id" uuid,
	"status" text DEFAULT 'ToBeDelivered' NOT NULL,
	"issued_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "self_lift_points" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contacts" text NOT NULL,
	"contact_number" text NOT NULL,
	"contact_email" text NOT NULL,
	"country_id" uuid,
	"province_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"address" text NOT NULL,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_in_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"stock_in_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"cost_price" numeric(18, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"in_storage_code" text NOT NULL,
	"supplier_id" uuid,
	"purchase_code" text NOT NULL,
	"in_storage_type" text NOT NULL,
	"handler" text NOT NULL,
	"in_storage_time" timestamp with time zone NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"is_warehoused" boolean DEFAULT false NOT NULL,
	"warehoused_time" timestamp with time zone,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"frame" text NOT NULL,
	"layer" text NOT NULL,
	"position" text NOT NULL,
	"status" text DEFAULT 'Enable' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Enable' NOT NULL,
	"description" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbound_records" ADD CONSTRAINT "outbound_records_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_lift_points" ADD CONSTRAINT "self_lift_points_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_lines" ADD CONSTRAINT "stock_in_lines_stock_in_id_stock_ins_id_fk" FOREIGN KEY ("stock_in_id") REFERENCES "public"."stock_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ins" ADD CONSTRAINT "stock_ins_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ins" ADD CONSTRAINT "stock_ins_location_id_warehouse_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_records_code_uq" ON "outbound_records" USING btree ("tenant_id","outbound_code");--> statement-breakpoint
CREATE INDEX "outbound_records_status_time_idx" ON "outbound_records" USING btree ("tenant_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "self_lift_points_warehouse_idx" ON "self_lift_points" USING btree ("tenant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_in_lines_stock_in_idx" ON "stock_in_lines" USING btree ("stock_in_id");--> statement-breakpoint
CREATE INDEX "stock_in_lines_sku_idx" ON "stock_in_lines" USING btree ("tenant_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ins_code_uq" ON "stock_ins" USING btree ("tenant_id",lower("in_storage_code")) WHERE "stock_ins"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "stock_ins_warehouse_time_idx" ON "stock_ins" USING btree ("tenant_id","warehouse_id","in_storage_time");--> statement-breakpoint
CREATE INDEX "stock_ins_supplier_idx" ON "stock_ins" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_place_uq" ON "warehouse_locations" USING btree ("warehouse_id",lower("frame"),lower("layer"),lower("position")) WHERE "warehouse_locations"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "warehouse_locations_warehouse_idx" ON "warehouse_locations" USING btree ("tenant_id","warehouse_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_uq" ON "warehouses" USING btree ("tenant_id",lower("name")) WHERE "warehouses"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "warehouses_status_idx" ON "warehouses" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "stock_ledger_place_idx" ON "stock_ledger" USING btree ("tenant_id","warehouse_id","location_id","sku_id");