CREATE TABLE "incident_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"incident_id" text NOT NULL,
	"school_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"recorded_by" text,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"what_happened" text NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"source_key" text,
	"opened_by" text,
	"opened_by_name" text NOT NULL,
	"regulator_notified_at" timestamp with time zone,
	"regulator_notified_how" text,
	"regulator_reference" text,
	"lessons_learnt" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_test_results" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" text NOT NULL,
	"client_id" text NOT NULL,
	"sample_id" text NOT NULL,
	"component" text NOT NULL,
	"component_id" text,
	"sampled_on" text NOT NULL,
	"laboratory" text NOT NULL,
	"parameter" text NOT NULL,
	"qualifier" text,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"mav" double precision,
	"status" text NOT NULL,
	"notes" text,
	"entered_by" text,
	"entered_by_name" text NOT NULL,
	"incident_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_test_results" ADD CONSTRAINT "water_test_results_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_test_results" ADD CONSTRAINT "water_test_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_events_incident_idx" ON "incident_events" USING btree ("incident_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_source_unique" ON "incidents" USING btree ("school_id","source_key");--> statement-breakpoint
CREATE INDEX "incidents_open_idx" ON "incidents" USING btree ("status","school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "water_test_results_client_unique" ON "water_test_results" USING btree ("school_id","client_id");--> statement-breakpoint
CREATE INDEX "water_test_results_school_idx" ON "water_test_results" USING btree ("school_id","sampled_on");