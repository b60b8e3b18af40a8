CREATE TABLE "webinar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webinar_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"submission_id" text NOT NULL,
	"utm_source" text DEFAULT 'n/a' NOT NULL,
	"utm_medium" text DEFAULT 'n/a' NOT NULL,
	"utm_campaign" text DEFAULT 'n/a' NOT NULL,
	"referrer" text DEFAULT 'n/a' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"queue_position" bigserial NOT NULL,
	"seated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"day_reminder_at" timestamp with time zone,
	"hour_reminder_at" timestamp with time zone,
	CONSTRAINT "webinar_registrations_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "webinar_registrations_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "webinar_registrations_status" CHECK (status in ('registered', 'waiting', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"speaker_id" uuid NOT NULL,
	"capacity" integer NOT NULL,
	"meeting_url" text NOT NULL,
	"recording_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webinars_language" CHECK (language in ('de', 'en')),
	CONSTRAINT "webinars_capacity" CHECK (capacity between 1 and 10000),
	CONSTRAINT "webinars_duration" CHECK (duration_minutes between 15 and 480)
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_speaker_id_advisors_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_lead" ON "webinar_registrations" USING btree ("webinar_id","lead_id");--> statement-breakpoint
CREATE INDEX "webinar_registrations_lead_id" ON "webinar_registrations" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "webinars_topic_start" ON "webinars" USING btree ("topic","starts_at");--> statement-breakpoint
CREATE TRIGGER "webinars_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webinars" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "webinar_registrations_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webinar_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
