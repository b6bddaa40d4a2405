CREATE TABLE "contractor_task_photos" (
	"task_id" text NOT NULL,
	"file_id" text NOT NULL,
	"school_id" text NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_task_photos_task_id_file_id_pk" PRIMARY KEY("task_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "contractor_task_photos" ADD CONSTRAINT "contractor_task_photos_task_id_contractor_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."contractor_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_task_photos" ADD CONSTRAINT "contractor_task_photos_file_id_plan_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."plan_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_task_photos" ADD CONSTRAINT "contractor_task_photos_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_task_photos_school_idx" ON "contractor_task_photos" USING btree ("school_id");