CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"audit_key" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"step" integer,
	"outcome" text,
	"read_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","creation_time");--> statement-breakpoint
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("user_id") WHERE "notices"."read_time" is null;