CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"page_url" text,
	"sender_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile_status" text DEFAULT 'active' NOT NULL,
	"specializations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_tasks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text,
	"title" text NOT NULL,
	"details" text,
	"scheduled_date" text NOT NULL,
	"equipment" text,
	"materials" text,
	"safety_notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_on" text,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_issues" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"page_url" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reporter_id" text,
	"reporter_name" text,
	"reporter_email" text,
	"user_agent" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"reopened_count" integer DEFAULT 0 NOT NULL,
	"last_reopened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_visit_questionnaires" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" text NOT NULL,
	"email" text NOT NULL,
	"submission_status" text DEFAULT 'pending' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_by_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_visit_questionnaires_school_id_unique" UNIQUE("school_id")
);
--> statement-breakpoint
CREATE TABLE "visit_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"client_id" text,
	"school_id" text NOT NULL,
	"contractor_id" text,
	"contractor_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"visit_date" text NOT NULL,
	"component" text NOT NULL,
	"work_done" text DEFAULT '' NOT NULL,
	"findings" text,
	"recommendations" text,
	"equipment_used" text,
	"materials_used" text,
	"safety_precautions" text,
	"follow_up_needed" boolean DEFAULT false NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"readings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"task_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maintenance_log_id" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_by_name" text,
	"review_comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD CONSTRAINT "contractor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_tasks" ADD CONSTRAINT "contractor_tasks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_tasks" ADD CONSTRAINT "contractor_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_issues" ADD CONSTRAINT "page_issues_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_visit_questionnaires" ADD CONSTRAINT "pre_visit_questionnaires_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_contractor_id_users_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contractor_profiles_status_idx" ON "contractor_profiles" USING btree ("profile_status");--> statement-breakpoint
CREATE INDEX "contractor_tasks_school_idx" ON "contractor_tasks" USING btree ("school_id","scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "contractor_tasks_source_unique" ON "contractor_tasks" USING btree ("school_id","source_key") WHERE "contractor_tasks"."source_key" is not null;--> statement-breakpoint
CREATE INDEX "page_issues_status_idx" ON "page_issues" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "page_issues_page_idx" ON "page_issues" USING btree ("page_url");--> statement-breakpoint
CREATE INDEX "visit_reports_school_idx" ON "visit_reports" USING btree ("school_id","visit_date");--> statement-breakpoint
CREATE INDEX "visit_reports_contractor_idx" ON "visit_reports" USING btree ("contractor_id","status");--> statement-breakpoint
CREATE INDEX "visit_reports_status_idx" ON "visit_reports" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_reports_client_unique" ON "visit_reports" USING btree ("school_id","client_id") WHERE "visit_reports"."client_id" is not null;