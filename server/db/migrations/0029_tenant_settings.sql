CREATE TABLE "tenant_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"secret" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "store" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_settings_name_idx" ON "tenant_settings" USING btree ("tenant_id","name");