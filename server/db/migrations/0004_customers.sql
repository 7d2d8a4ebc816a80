CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."customer_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"area_name" text NOT NULL,
	"city_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"city_name" text NOT NULL,
	"short_code" text,
	"province_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"country_name" text NOT NULL,
	"short_name" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_bill_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"customer_id" uuid NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"country_id" uuid,
	"province_id" uuid,
	"city_id" uuid,
	"area_id" uuid,
	"detail_address" text NOT NULL,
	"postal_code" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone,
	"invoice_header" text,
	"tax_number" text
);
--> statement-breakpoint
CREATE TABLE "customer_quota_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"customer_id" uuid NOT NULL,
	"previous_quota" numeric(18, 2) NOT NULL,
	"new_quota" numeric(18, 2) NOT NULL,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "customer_receiving_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"customer_id" uuid NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"country_id" uuid,
	"province_id" uuid,
	"city_id" uuid,
	"area_id" uuid,
	"detail_address" text NOT NULL,
	"postal_code" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"customer_type" text NOT NULL,
	"customer_code" text NOT NULL,
	"enterprise_name" text,
	"enterprise_call" text,
	"real_name" text NOT NULL,
	"sex" text,
	"mobile_phone" text,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"membership_time" date,
	"member_validity" date,
	"account_quota" numeric(18, 2) DEFAULT '0' NOT NULL,
	"used_quota" numeric(18, 2) DEFAULT '0' NOT NULL,
	"industry" text,
	"invoice_header" text,
	"user_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"province_name" text NOT NULL,
	"short_name" text,
	"country_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"town_name" text NOT NULL,
	"area_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"client_ip_address" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_addresses" ADD CONSTRAINT "customer_bill_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_addresses" ADD CONSTRAINT "customer_bill_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_addresses" ADD CONSTRAINT "customer_bill_addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_addresses" ADD CONSTRAINT "customer_bill_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bill_addresses" ADD CONSTRAINT "customer_bill_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_quota_history" ADD CONSTRAINT "customer_quota_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receiving_addresses" ADD CONSTRAINT "customer_receiving_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receiving_addresses" ADD CONSTRAINT "customer_receiving_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receiving_addresses" ADD CONSTRAINT "customer_receiving_addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receiving_addresses" ADD CONSTRAINT "customer_receiving_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receiving_addresses" ADD CONSTRAINT "customer_receiving_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towns" ADD CONSTRAINT "towns_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_uq" ON "areas" USING btree ("tenant_id","city_id",lower("area_name")) WHERE "areas"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_uq" ON "cities" USING btree ("tenant_id","province_id",lower("city_name")) WHERE "cities"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_uq" ON "countries" USING btree ("tenant_id",lower("country_name")) WHERE "countries"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "customer_bill_addresses_customer_idx" ON "customer_bill_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_quota_history_customer_idx" ON "customer_quota_history" USING btree ("customer_id","creation_time");--> statement-breakpoint
CREATE INDEX "customer_receiving_addresses_customer_idx" ON "customer_receiving_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_receiving_addresses_default_uq" ON "customer_receiving_addresses" USING btree ("customer_id") WHERE "customer_receiving_addresses"."is_default" and "customer_receiving_addresses"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_uq" ON "customers" USING btree ("tenant_id",lower("customer_code")) WHERE "customers"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_uq" ON "customers" USING btree ("user_id") WHERE "customers"."is_deleted" = false and "customers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_type_time_idx" ON "customers" USING btree ("tenant_id","customer_type","creation_time");--> statement-breakpoint
CREATE INDEX "customers_validity_idx" ON "customers" USING btree ("tenant_id","member_validity");--> statement-breakpoint
CREATE INDEX "customers_keyword_trgm_idx" ON "customers" USING gin (lower(coalesce(customer_code,'') || ' ' || coalesce(real_name,'') || ' ' || coalesce(enterprise_name,'') || ' ' || coalesce(enterprise_call,'') || ' ' || coalesce(mobile_phone,'') || ' ' || coalesce(email,'')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "message_outbox_time_idx" ON "message_outbox" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_name_uq" ON "provinces" USING btree ("tenant_id","country_id",lower("province_name")) WHERE "provinces"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "towns_name_uq" ON "towns" USING btree ("tenant_id","area_id",lower("town_name")) WHERE "towns"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "towns_name_trgm_idx" ON "towns" USING gin (lower("town_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("tenant_id","target","kind","creation_time");