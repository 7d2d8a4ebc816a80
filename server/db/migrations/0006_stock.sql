CREATE TABLE "data_dictionaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"parent_id" uuid,
	"is_parent" boolean DEFAULT false NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"parent_key" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbound_record_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"outbound_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"sku_number" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"location_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"sku_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_balances_quantity_not_negative" CHECK ("stock_balances"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"supplier_name" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"real_name" text NOT NULL,
	"is_sale_price_visible" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "stock_ledger_sku_idx";--> statement-breakpoint
ALTER TABLE "stock_ins" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_records" ADD COLUMN "recipient_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_records" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "outbound_records" ADD COLUMN "recipient_address" text;--> statement-breakpoint
ALTER TABLE "outbound_records" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "reference_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "outbound_record_lines" ADD CONSTRAINT "outbound_record_lines_outbound_id_outbound_records_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_record_lines" ADD CONSTRAINT "outbound_record_lines_location_id_warehouse_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_dictionaries_key_uq" ON "data_dictionaries" USING btree ("tenant_id",coalesce("parent_key", ''),"key") WHERE "data_dictionaries"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "data_dictionaries_parent_idx" ON "data_dictionaries" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "outbound_record_lines_outbound_idx" ON "outbound_record_lines" USING btree ("outbound_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_place_uq" ON "stock_balances" USING btree ("tenant_id","sku_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_balances_location_idx" ON "stock_balances" USING btree ("tenant_id","warehouse_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_uq" ON "suppliers" USING btree ("tenant_id",lower("supplier_name")) WHERE "suppliers"."is_deleted" = false;--> statement-breakpoint
ALTER TABLE "stock_ins" ADD CONSTRAINT "stock_ins_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_records_warehouse_idx" ON "outbound_records" USING btree ("tenant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "outbound_records_order_idx" ON "outbound_records" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_reference_idx" ON "stock_ledger" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_sku_idx" ON "stock_ledger" USING btree ("tenant_id","sku_id","creation_time");