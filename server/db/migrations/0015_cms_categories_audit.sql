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
CREATE TABLE "audit_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"record_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"is_approved" boolean NOT NULL,
	"comment" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "audit_flow_nodes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"flow_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	"approver_type" text NOT NULL,
	"role_id" uuid,
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
CREATE TABLE "audit_flows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"key" text NOT NULL,
	"desc" text NOT NULL,
	"threshold" numeric(9, 2),
	"is_active" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"key" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"state" text NOT NULL,
	"current_step" integer,
	"steps" jsonb NOT NULL,
	"finished_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "price_revision_requests" (
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
DROP INDEX "audit_logs_time_idx";--> statement-breakpoint
DROP INDEX "audit_logs_user_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "entity_ids" uuid[];--> statement-breakpoint
ALTER TABLE "audit_decisions" ADD CONSTRAINT "audit_decisions_record_id_audit_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."audit_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_flow_nodes" ADD CONSTRAINT "audit_flow_nodes_flow_id_audit_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."audit_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_flow_nodes" ADD CONSTRAINT "audit_flow_nodes_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_flow_nodes" ADD CONSTRAINT "audit_flow_nodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_flow_id_audit_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."audit_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_categories_code_uq" ON "cms_categories" USING btree ("tenant_id",lower("code")) WHERE "cms_categories"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "cms_categories_parent_order_idx" ON "cms_categories" USING btree ("tenant_id","parent_id","display_order");--> statement-breakpoint
CREATE INDEX "cms_navigations_parent_order_idx" ON "cms_navigations" USING btree ("tenant_id","parent_id","order");--> statement-breakpoint
CREATE INDEX "audit_decisions_record_idx" ON "audit_decisions" USING btree ("record_id","creation_time");--> statement-breakpoint
CREATE INDEX "audit_flow_nodes_flow_idx" ON "audit_flow_nodes" USING btree ("flow_id","sort") WHERE "audit_flow_nodes"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_flows_active_uq" ON "audit_flows" USING btree ("tenant_id","key") WHERE "audit_flows"."is_active" and "audit_flows"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "audit_flows_list_idx" ON "audit_flows" USING btree ("tenant_id","creation_time") WHERE "audit_flows"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "audit_records_entity_idx" ON "audit_records" USING btree ("tenant_id","key","entity_id","creation_time");--> statement-breakpoint
CREATE INDEX "audit_records_flow_idx" ON "audit_records" USING btree ("flow_id","state");--> statement-breakpoint
CREATE INDEX "price_revision_requests_sku_idx" ON "price_revision_requests" USING btree ("tenant_id","sku_id","creation_time");--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_time_idx" ON "audit_logs" USING btree ("tenant_id","execution_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_user_time_idx" ON "audit_logs" USING btree ("tenant_id","user_id","execution_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_service_time_idx" ON "audit_logs" USING btree ("tenant_id","service_name","method_name","execution_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_entity_ids_idx" ON "audit_logs" USING gin ("entity_ids");