CREATE SEQUENCE "public"."member_payment_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_payment_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"period_months" integer NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_time" timestamp with time zone,
	"paid_user_id" uuid,
	"valid_from" date,
	"valid_to" date,
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
CREATE TABLE "sales_statistics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"order_id" uuid,
	"order_code" text NOT NULL,
	"customer_code" text,
	"customer_name" text,
	"status" text NOT NULL,
	"payment_method" text,
	"goods_amount" numeric(18, 2) NOT NULL,
	"shipping_fee" numeric(18, 2) NOT NULL,
	"gst_amount" numeric(18, 2) NOT NULL,
	"qst_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"order_time" timestamp with time zone NOT NULL,
	"paid_time" timestamp with time zone,
	"shipped_time" timestamp with time zone,
	"received_time" timestamp with time zone,
	"cancelled_time" timestamp with time zone,
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
CREATE TABLE "supplier_sale_details" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"product_sale_main_id" uuid NOT NULL,
	"order_line_id" uuid,
	"order_id" uuid,
	"order_code" text,
	"sku_id" uuid,
	"product_name" text NOT NULL,
	"product_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"sales_amount" numeric(18, 2) NOT NULL,
	"unit_cost" numeric(18, 2) NOT NULL,
	"cost_amount" numeric(18, 2) NOT NULL,
	"shipped_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_sale_mains" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"supplier_id" uuid NOT NULL,
	"month" text NOT NULL,
	"sales_time" date NOT NULL,
	"total_sales" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_settled" boolean DEFAULT false NOT NULL,
	"actual_settlement_amount" numeric(18, 2),
	"settled_time" timestamp with time zone,
	"settled_user_id" uuid,
	"settlement_remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_payment_orders" ADD CONSTRAINT "member_payment_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_statistics" ADD CONSTRAINT "sales_statistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_sale_details" ADD CONSTRAINT "supplier_sale_details_product_sale_main_id_supplier_sale_mains_id_fk" FOREIGN KEY ("product_sale_main_id") REFERENCES "public"."supplier_sale_mains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_sale_mains" ADD CONSTRAINT "supplier_sale_mains_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_payment_orders_code_uq" ON "member_payment_orders" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "member_payment_orders_time_idx" ON "member_payment_orders" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "member_payment_orders_paid_idx" ON "member_payment_orders" USING btree ("tenant_id","is_paid","creation_time");--> statement-breakpoint
CREATE INDEX "member_payment_orders_customer_idx" ON "member_payment_orders" USING btree ("tenant_id","customer_id","creation_time");--> statement-breakpoint
CREATE INDEX "member_payment_orders_code_lower_idx" ON "member_payment_orders" USING btree ("tenant_id",lower("customer_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "sales_statistics_order_uq" ON "sales_statistics" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_statistics_time_idx" ON "sales_statistics" USING btree ("tenant_id","order_time");--> statement-breakpoint
CREATE INDEX "sales_statistics_status_time_idx" ON "sales_statistics" USING btree ("tenant_id","status","order_time");--> statement-breakpoint
CREATE INDEX "sales_statistics_code_idx" ON "sales_statistics" USING btree ("tenant_id",lower("order_code"));--> statement-breakpoint
CREATE INDEX "supplier_sale_details_main_idx" ON "supplier_sale_details" USING btree ("product_sale_main_id","shipped_time");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_sale_details_line_uq" ON "supplier_sale_details" USING btree ("order_line_id") WHERE "supplier_sale_details"."order_line_id" is not null and "supplier_sale_details"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_sale_mains_month_uq" ON "supplier_sale_mains" USING btree ("tenant_id","supplier_id","month") WHERE "supplier_sale_mains"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "supplier_sale_mains_time_idx" ON "supplier_sale_mains" USING btree ("tenant_id","sales_time");--> statement-breakpoint
CREATE INDEX "supplier_sale_mains_settled_idx" ON "supplier_sale_mains" USING btree ("tenant_id","is_settled","sales_time");--> statement-breakpoint
-- every existing order gets its statistics row (later order writes keep it in step)
INSERT INTO "sales_statistics" ("id", "tenant_id", "order_id", "order_code", "customer_code", "customer_name", "status", "payment_method", "goods_amount", "shipping_fee", "gst_amount", "qst_amount", "total_amount", "order_time", "paid_time", "shipped_time", "received_time", "cancelled_time", "creation_time")
SELECT gen_random_uuid(), "tenant_id", "id", "order_code", "customer_code", "customer_name", "status", "payment_method", "goods_amount", "shipping_fee", "gst_amount", "qst_amount", "total_amount", "creation_time", "paid_time", "shipped_time", "received_time", "cancelled_time", now()
FROM "orders" WHERE "is_deleted" = false;
