CREATE TABLE "cms_anchors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"number" text,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "swipers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"display_name" text NOT NULL,
	"cms_anchor_id" uuid NOT NULL,
	"image_id" uuid,
	"jump_url" text,
	"order" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"feedback_id" uuid NOT NULL,
	"content" text NOT NULL,
	"is_hide" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"contact_type" text,
	"type_code" text NOT NULL,
	"source_type" text NOT NULL,
	"is_show_portal" boolean DEFAULT false NOT NULL,
	"is_replied" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_user_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_user_id" uuid,
	"deletion_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_anchors_name_uq" ON "cms_anchors" USING btree ("tenant_id",lower("name")) WHERE "cms_anchors"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "swipers_anchor_order_idx" ON "swipers" USING btree ("tenant_id","cms_anchor_id","order");--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id","creation_time") WHERE "feedback_replies"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "feedbacks_list_idx" ON "feedbacks" USING btree ("tenant_id","creation_time") WHERE "feedbacks"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "feedbacks_state_idx" ON "feedbacks" USING btree ("tenant_id","is_replied","is_show_portal") WHERE "feedbacks"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("tenant_id","user_id","creation_time") WHERE "feedbacks"."is_deleted" = false;