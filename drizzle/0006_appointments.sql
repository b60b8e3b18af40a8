CREATE TABLE "advisor_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "advisor_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"contact_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"advisor_zone" text NOT NULL,
	"visitor_zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"home_buying_status" text,
	"idempotency_key" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"utm_source" text DEFAULT 'n/a' NOT NULL,
	"utm_medium" text DEFAULT 'n/a' NOT NULL,
	"utm_campaign" text DEFAULT 'n/a' NOT NULL,
	"referrer" text DEFAULT 'n/a' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "zone" text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisor_absences" ADD CONSTRAINT "advisor_absences_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_hours" ADD CONSTRAINT "advisor_hours_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_absences_advisor" ON "advisor_absences" USING btree ("advisor_id","starts_at");--> statement-breakpoint
CREATE INDEX "advisor_hours_advisor" ON "advisor_hours" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "appointments_lead" ON "appointments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "appointments_advisor_start" ON "appointments" USING btree ("advisor_id","starts_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("advisor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" > "starts_at");
