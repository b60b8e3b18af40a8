CREATE TABLE "job_application_files" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opening_id" text,
	"opening_title" text,
	"given_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"earliest_start" date NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"submission_id" text NOT NULL,
	"consent_version" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "job_applications_submission_id_unique" UNIQUE("submission_id")
);
--> statement-breakpoint
ALTER TABLE "job_application_files" ADD CONSTRAINT "job_application_files_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_created" ON "job_applications" USING btree ("created_at");