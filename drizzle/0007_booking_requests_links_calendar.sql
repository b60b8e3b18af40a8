CREATE TABLE "advisor_calendar_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"advisor_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointment_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"lead_id" uuid,
	"status" text NOT NULL,
	"appointment_id" uuid,
	"input" jsonb NOT NULL,
	"alternatives" jsonb,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "advisor_calendar_tokens" ADD CONSTRAINT "advisor_calendar_tokens_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_calendar_tokens_advisor" ON "advisor_calendar_tokens" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "appointment_links_appointment" ON "appointment_links" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "booking_requests_lead" ON "booking_requests" USING btree ("lead_id");