CREATE TABLE "stock_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"sku_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"location_id" uuid,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid
);
--> statement-breakpoint
CREATE INDEX "stock_ledger_sku_idx" ON "stock_ledger" USING btree ("tenant_id","sku_id");