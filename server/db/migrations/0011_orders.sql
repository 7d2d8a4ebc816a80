CREATE SEQUENCE "public"."order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"order_id" uuid NOT NULL,
	"sku_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku_number" text NOT NULL,
	"product_name" text NOT NULL,
	"spec_text" text,
	"unit" text,
	"quantity" integer NOT NULL,
	"list_price" numeric(18, 2) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"price_source" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"order_code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_type" text NOT NULL,
	"is_member" boolean DEFAULT false NOT NULL,
	"platform" text DEFAULT 'OP' NOT NULL,
	"receiving_method" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text,
	"recipient_email" text,
	"recipient_address" text,
	"province_id" uuid,
	"province_name" text,
	"self_lift_point_id" uuid,
	"invoice_header" text,
	"invoice_address" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'ToBePaid' NOT NULL,
	"goods_amount" numeric(18, 2) NOT NULL,
	"shipping_fee" numeric(18, 2) NOT NULL,
	"gst_rate" numeric(6, 3) NOT NULL,
	"qst_rate" numeric(6, 3) NOT NULL,
	"gst_amount" numeric(18, 2) NOT NULL,
	"qst_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"quota_charged" numeric(18, 2) DEFAULT '0' NOT NULL,
	"order_setting_id" uuid,
	"paid_time" timestamp with time zone,
	"payment_remark" text,
	"cancel_reason" text,
	"cancelled_time" timestamp with time zone,
	"outbound_id" uuid,
	"out_storage_time" timestamp with time zone,
	"logistics_company" text,
	"logistics_number" text,
	"expected_delivery_date" date,
	"shipped_time" timestamp with time zone,
	"received_time" timestamp with time zone,
	"placed_by_user_id" uuid,
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
CREATE TABLE "price_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"sku_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"original_price" numeric(18, 2) NOT NULL,
	"revised_price" numeric(18, 2) NOT NULL,
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
ALTER TABLE "stock_ledger" ADD COLUMN "reserved_delta" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","creation_time");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_lines_sku_idx" ON "order_lines" USING btree ("tenant_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "orders" USING btree ("tenant_id","order_code");--> statement-breakpoint
CREATE INDEX "orders_creation_time_idx" ON "orders" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "orders_status_time_idx" ON "orders" USING btree ("tenant_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("tenant_id","customer_id","creation_time");--> statement-breakpoint
CREATE INDEX "orders_outbound_idx" ON "orders" USING btree ("tenant_id","outbound_id");--> statement-breakpoint
CREATE INDEX "price_revisions_current_idx" ON "price_revisions" USING btree ("tenant_id","sku_id","customer_id","creation_time");--> statement-breakpoint
CREATE INDEX "price_revisions_customer_idx" ON "price_revisions" USING btree ("tenant_id","customer_id");