CREATE TABLE "plan_approvals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" text NOT NULL,
	"status" text NOT NULL,
	"submitted_by" text,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_version" integer NOT NULL,
	"note" text,
	"approval_kind" text,
	"approver_name" text,
	"approver_role" text,
	"approved_on" text,
	"minute_reference" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"plan_version" integer,
	"plan_revision_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_approvers" (
	"school_id" text NOT NULL,
	"user_id" text NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_locations" (
	"school_id" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_schools" (
	"user_id" text NOT NULL,
	"school_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_training" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"competency" text NOT NULL,
	"completed_on" text NOT NULL,
	"revalidate_by" text NOT NULL,
	"notes" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"website" text,
	"region" text,
	"services" text,
	"ianz_accredited" boolean,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_approvals" ADD CONSTRAINT "plan_approvals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_approvals" ADD CONSTRAINT "plan_approvals_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_approvals" ADD CONSTRAINT "plan_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_approvers" ADD CONSTRAINT "plan_approvers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_approvers" ADD CONSTRAINT "plan_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_approvers" ADD CONSTRAINT "plan_approvers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_locations" ADD CONSTRAINT "school_locations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_locations" ADD CONSTRAINT "school_locations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schools" ADD CONSTRAINT "staff_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schools" ADD CONSTRAINT "staff_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schools" ADD CONSTRAINT "staff_schools_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training" ADD CONSTRAINT "staff_training_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training" ADD CONSTRAINT "staff_training_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_approvals_school_idx" ON "plan_approvals" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_approvers_unique" ON "plan_approvers" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_schools_unique" ON "staff_schools" USING btree ("user_id","school_id");--> statement-breakpoint
CREATE INDEX "staff_schools_school_idx" ON "staff_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "staff_training_user_idx" ON "staff_training" USING btree ("user_id","revalidate_by");--> statement-breakpoint
CREATE INDEX "suppliers_kind_name_idx" ON "suppliers" USING btree ("kind","name");--> statement-breakpoint
-- Issue 19 (written by hand, decision 032): the provider map's read cache is dropped in every process
-- when one of its tables is written (decision 016, as migration 0004 does for its tables).
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_progress" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school_locations" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "incidents" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();
