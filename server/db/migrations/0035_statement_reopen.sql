ALTER TABLE "bank_statements" ADD COLUMN "reopened_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "reopener_user_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "reopen_reason" text;