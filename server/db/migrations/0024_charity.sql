CREATE SEQUENCE "public"."money_record_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "funds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"capital_property" text DEFAULT 'NonFinite' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_synced" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "money_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"occurred_on" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"fund_id" uuid,
	"counterparty" text NOT NULL,
	"payment_method" text NOT NULL,
	"capital_property" text NOT NULL,
	"income_category" text,
	"is_synced" boolean DEFAULT false NOT NULL,
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
CREATE UNIQUE INDEX "funds_name_uq" ON "funds" USING btree ("tenant_id",lower("name")) WHERE "funds"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "money_records_code_uq" ON "money_records" USING btree ("tenant_id","kind","code");--> statement-breakpoint
CREATE INDEX "money_records_kind_day_idx" ON "money_records" USING btree ("tenant_id","kind","occurred_on","id");--> statement-breakpoint
CREATE INDEX "money_records_fund_idx" ON "money_records" USING btree ("fund_id");