CREATE TABLE "due_diligence_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"reviewed_on" date NOT NULL,
	"reviewer" text NOT NULL,
	"conclusion" text NOT NULL,
	"risk_level" text NOT NULL,
	"findings" text NOT NULL,
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
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"credit_code" text,
	"contact_name" text,
	"contact_phone" text,
	"address" text,
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
CREATE INDEX "due_diligence_organization_idx" ON "due_diligence_records" USING btree ("organization_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "due_diligence_reviewed_idx" ON "due_diligence_records" USING btree ("tenant_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "due_diligence_state_idx" ON "due_diligence_records" USING btree ("tenant_id","state","reviewed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_uq" ON "organizations" USING btree ("tenant_id",lower("name")) WHERE "organizations"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_credit_code_uq" ON "organizations" USING btree ("tenant_id","credit_code") WHERE "organizations"."is_deleted" = false and "organizations"."credit_code" is not null;--> statement-breakpoint
CREATE INDEX "organizations_kind_idx" ON "organizations" USING btree ("tenant_id","kind");