CREATE TABLE "cms_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"parent_id" uuid,
	"parent_code" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Content' NOT NULL,
	"subtitle" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"pc_path" text,
	"mini_program_path" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_navigation" boolean DEFAULT false NOT NULL,
	"use_parent_id_parameter" boolean DEFAULT false NOT NULL,
	"enable_data_permission_limit" boolean DEFAULT false NOT NULL,
	"need_show_content_category" boolean DEFAULT false NOT NULL,
	"category_code" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cms_navigations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"image_id" uuid,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cms_categories_code_uq" ON "cms_categories" USING btree ("tenant_id",lower("code")) WHERE "cms_categories"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "cms_categories_parent_order_idx" ON "cms_categories" USING btree ("tenant_id","parent_id","display_order");--> statement-breakpoint
CREATE INDEX "cms_navigations_parent_order_idx" ON "cms_navigations" USING btree ("tenant_id","parent_id","order");