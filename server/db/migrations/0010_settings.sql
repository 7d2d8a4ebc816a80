CREATE TABLE "sys_setting_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"shipping_fee" numeric(18, 2) NOT NULL,
	"free_shipping_threshold" numeric(18, 2) NOT NULL,
	"unpaid_cancel_hours" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "sys_setting_orders_values_ck" CHECK ("sys_setting_orders"."shipping_fee" >= 0 and "sys_setting_orders"."free_shipping_threshold" >= 0 and "sys_setting_orders"."unpaid_cancel_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "sys_setting_taxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"province_id" uuid,
	"gst_rate" numeric(6, 3) NOT NULL,
	"qst_rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "sys_setting_taxes_rates_ck" CHECK ("sys_setting_taxes"."gst_rate" between 0 and 100 and "sys_setting_taxes"."qst_rate" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "sys_setting_taxes" ADD CONSTRAINT "sys_setting_taxes_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_setting_orders_version_uq" ON "sys_setting_orders" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_setting_taxes_province_uq" ON "sys_setting_taxes" USING btree ("tenant_id",coalesce("province_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "sys_setting_taxes"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_setting_taxes_default_uq" ON "sys_setting_taxes" USING btree ("tenant_id") WHERE "sys_setting_taxes"."is_default" and "sys_setting_taxes"."is_deleted" = false;