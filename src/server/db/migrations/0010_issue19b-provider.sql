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
ALTER TABLE "staff_schools" ADD CONSTRAINT "staff_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schools" ADD CONSTRAINT "staff_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schools" ADD CONSTRAINT "staff_schools_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training" ADD CONSTRAINT "staff_training_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training" ADD CONSTRAINT "staff_training_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_schools_unique" ON "staff_schools" USING btree ("user_id","school_id");--> statement-breakpoint
CREATE INDEX "staff_schools_school_idx" ON "staff_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "staff_training_user_idx" ON "staff_training" USING btree ("user_id","revalidate_by");--> statement-breakpoint
CREATE INDEX "suppliers_kind_name_idx" ON "suppliers" USING btree ("kind","name");