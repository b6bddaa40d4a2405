CREATE TABLE "badges_earned" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"school_id" text NOT NULL,
	"badge_id" text NOT NULL,
	"badge_type" text NOT NULL,
	"badge_name" text NOT NULL,
	"badge_description" text NOT NULL,
	"badge_icon" text NOT NULL,
	"badge_color" text NOT NULL,
	"rarity" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progress_when_earned" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_progress" (
	"school_id" text PRIMARY KEY NOT NULL,
	"overall" integer DEFAULT 0 NOT NULL,
	"sections_completed" integer DEFAULT 0 NOT NULL,
	"total_sections" integer NOT NULL,
	"milestones_achieved" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activity_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_activity_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"identified_risks" integer DEFAULT 0 NOT NULL,
	"edits_after_complete" integer DEFAULT 0 NOT NULL,
	"next_review_date" text,
	"compliance_percent" integer DEFAULT 0 NOT NULL,
	"compliance_level" text DEFAULT 'non_compliant' NOT NULL,
	"failing_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_parts" ADD COLUMN "compliance" jsonb;--> statement-breakpoint
ALTER TABLE "plan_sections" ADD COLUMN "subsections_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_sections" ADD COLUMN "answers_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "badges_earned" ADD CONSTRAINT "badges_earned_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges_earned" ADD CONSTRAINT "badges_earned_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_progress" ADD CONSTRAINT "plan_progress_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_earned_user_school_badge_unique" ON "badges_earned" USING btree ("user_id","school_id","badge_id");--> statement-breakpoint
CREATE INDEX "badges_earned_school_idx" ON "badges_earned" USING btree ("school_id","earned_at");--> statement-breakpoint
CREATE INDEX "plan_progress_overall_idx" ON "plan_progress" USING btree ("overall");--> statement-breakpoint
CREATE INDEX "plan_progress_level_idx" ON "plan_progress" USING btree ("compliance_level");