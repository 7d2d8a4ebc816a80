CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"host_type" text DEFAULT 'Temp' NOT NULL,
	"host_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_basic_params" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"input_kind" text DEFAULT 'ManualInput' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirement" text DEFAULT 'Recommend' NOT NULL,
	"spec_input_type" text DEFAULT 'String' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"image_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"parent_id" uuid,
	"parent_id_path" text NOT NULL,
	"name" text NOT NULL,
	"nav_id" uuid,
	"is_include_product_count" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_mappings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"source_product_id" uuid NOT NULL,
	"target_product_id" uuid NOT NULL,
	"type" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_skus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"product_id" uuid NOT NULL,
	"number" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"spec_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_text" text DEFAULT '' NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"customer_code" text,
	"factory_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sale_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"member_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"available_stock" integer DEFAULT 0 NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"reserved_stock" integer DEFAULT 0 NOT NULL,
	"min_available_stock" integer DEFAULT 0 NOT NULL,
	"max_available_stock" integer,
	"early_warning_stock" integer DEFAULT 0 NOT NULL,
	"sales_volume" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"min_purchase_quantity" integer DEFAULT 1 NOT NULL,
	"self_lifting_point_id" uuid,
	"shelf_status" text DEFAULT 'NotOnShelf' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_spec_params" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"input_kind" text DEFAULT 'ManualInput' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirement" text DEFAULT 'Recommend' NOT NULL,
	"spec_input_type" text DEFAULT 'String' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"parent_id_path" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"description" text NOT NULL,
	"spec_param_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"basic_params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_show_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_sort_by_sales_volume" boolean DEFAULT false NOT NULL,
	"instructions_id" uuid,
	"video_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "attachments_host_idx" ON "attachments" USING btree ("tenant_id","host_type","host_id");--> statement-breakpoint
CREATE INDEX "attachments_temp_idx" ON "attachments" USING btree ("creation_time") WHERE "attachments"."host_type" = 'Temp';--> statement-breakpoint
CREATE UNIQUE INDEX "product_basic_params_name_uq" ON "product_basic_params" USING btree ("tenant_id",lower("name")) WHERE "product_basic_params"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "product_brands_name_uq" ON "product_brands" USING btree ("tenant_id",lower("name")) WHERE "product_brands"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "product_categories_path_idx" ON "product_categories" USING btree ("tenant_id","parent_id_path");--> statement-breakpoint
CREATE INDEX "product_mappings_source_idx" ON "product_mappings" USING btree ("tenant_id","source_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_skus_number_uq" ON "product_skus" USING btree ("tenant_id",lower("number")) WHERE "product_skus"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "product_skus_product_idx" ON "product_skus" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_spec_params_name_uq" ON "product_spec_params" USING btree ("tenant_id",lower("name")) WHERE "product_spec_params"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("tenant_id","parent_id_path");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("tenant_id","brand_id");