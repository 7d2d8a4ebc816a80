CREATE TABLE "project_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "project_reports_month_uq" ON "project_reports" USING btree ("project_id","kind","month") WHERE "project_reports"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "project_reports_project_idx" ON "project_reports" USING btree ("project_id","month");--> statement-breakpoint
CREATE INDEX "project_reports_state_idx" ON "project_reports" USING btree ("tenant_id","state","creation_time");