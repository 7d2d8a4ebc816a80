CREATE SEQUENCE "public"."project_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "project_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"step" integer,
	"comment" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "project_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
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
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"series_id" uuid,
	"fund_id" uuid,
	"partner" text,
	"budget" numeric(18, 2) NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date NOT NULL,
	"proposal" text NOT NULL,
	"close_report" text,
	"state" text DEFAULT 'Draft' NOT NULL,
	"stop_reason" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "project_events_project_idx" ON "project_events" USING btree ("project_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "project_series_name_uq" ON "project_series" USING btree ("tenant_id",lower("name")) WHERE "project_series"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_uq" ON "projects" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "projects_state_idx" ON "projects" USING btree ("tenant_id","state","creation_time");--> statement-breakpoint
CREATE INDEX "projects_kind_idx" ON "projects" USING btree ("tenant_id","kind","creation_time");--> statement-breakpoint
CREATE INDEX "projects_series_idx" ON "projects" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "projects_fund_idx" ON "projects" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "projects_start_idx" ON "projects" USING btree ("tenant_id","start_on");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "audit_records_pending_idx" ON "audit_records" USING btree ("tenant_id","creation_time") WHERE "audit_records"."state" = 'Pending';