CREATE TABLE "review_requests" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "review_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"lead_id" uuid,
	"appointment_id" uuid,
	"advisor_id" uuid,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"display_name" text NOT NULL,
	"locale" text NOT NULL,
	"consent_to_publish" boolean NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderated_by" text,
	"written_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "reviews_rating" CHECK (rating between 1 and 5),
	CONSTRAINT "reviews_status" CHECK (status in ('pending', 'published', 'rejected')),
	CONSTRAINT "reviews_published_consent" CHECK (status <> 'published' or consent_to_publish)
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_source_external" ON "reviews" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "reviews_status_written" ON "reviews" USING btree ("status","written_at");--> statement-breakpoint
CREATE TRIGGER "reviews_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "reviews_published_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' AND (NEW.rating, NEW.text, NEW.display_name, NEW.source, NEW.written_at) IS DISTINCT FROM (OLD.rating, OLD.text, OLD.display_name, OLD.source, OLD.written_at) THEN
    RAISE EXCEPTION 'a published review cannot be edited' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_published_unchanged" BEFORE UPDATE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_published_unchanged"();
