CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"statement_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"description" text,
	"counterparty" text,
	"reference" text,
	"record_id" uuid,
	"matched_by" text
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"file_name" text NOT NULL,
	"is_reconciled" boolean DEFAULT false NOT NULL,
	"reconciled_time" timestamp with time zone,
	"reconciler_user_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_record_uq" ON "bank_statement_lines" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "bank_statements_period_idx" ON "bank_statements" USING btree ("tenant_id","period_from");