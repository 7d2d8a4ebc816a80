CREATE TABLE "organization_applies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"credit_code" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"email_address" text NOT NULL,
	"address" text,
	"description" text NOT NULL,
	"state" text DEFAULT 'Pending' NOT NULL,
	"from_website" boolean DEFAULT false NOT NULL,
	"decision_comment" text,
	"organization_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "due_diligence_records" ADD COLUMN "was_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "organization_applies_state_idx" ON "organization_applies" USING btree ("tenant_id","state","creation_time");--> statement-breakpoint
CREATE INDEX "organization_applies_created_idx" ON "organization_applies" USING btree ("tenant_id","creation_time");--> statement-breakpoint
UPDATE "due_diligence_records" SET "was_approved" = true WHERE "state" = 'Approved' OR EXISTS (SELECT 1 FROM "audit_records" r WHERE r."key" = 'DueDiligence' AND r."entity_id" = "due_diligence_records"."id" AND r."state" = 'Approved');
