ALTER TABLE "project_events" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "change_budget" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "change_end_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "change_reason" text;