CREATE TABLE "analytics_lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_lead_events" ADD CONSTRAINT "analytics_lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_lead_events_lead_at" ON "analytics_lead_events" USING btree ("lead_id","at");