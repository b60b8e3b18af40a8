CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"given_name" text,
	"surname" text,
	"phone" text,
	"home_buying_status" text,
	"appointment_page_behavior" text DEFAULT 'default' NOT NULL,
	"pipeline_stage" text DEFAULT 'new' NOT NULL,
	"eligible_for_account" boolean DEFAULT false NOT NULL,
	"has_referrer" boolean DEFAULT false NOT NULL,
	"referrer_lead_id" uuid,
	"affordability_funnel_finished" boolean DEFAULT false NOT NULL,
	"optimal_mortgage_funnel_finished" boolean DEFAULT false NOT NULL,
	"qualification_funnel_finished" boolean DEFAULT false NOT NULL,
	"rent_vs_buy_funnel_finished" boolean DEFAULT false NOT NULL,
	"funnel" text,
	"property_usage" text,
	"expected_value_of_mortgage" integer,
	"optimal_offer_visible_to_customer" boolean DEFAULT false NOT NULL,
	"experiment" text,
	"claimed_advisor_id" uuid,
	"default_advisor_id" uuid,
	"is_advisor_explicit" boolean DEFAULT false NOT NULL,
	"locale" text NOT NULL,
	"original_signup_flow" text,
	"utm_source" text DEFAULT 'n/a' NOT NULL,
	"utm_medium" text DEFAULT 'n/a' NOT NULL,
	"utm_campaign" text DEFAULT 'n/a' NOT NULL,
	"document_referrer" text DEFAULT 'n/a' NOT NULL,
	"gclid" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_referrer_lead_id_leads_id_fk" FOREIGN KEY ("referrer_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_claimed_advisor_id_advisors_id_fk" FOREIGN KEY ("claimed_advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_default_advisor_id_advisors_id_fk" FOREIGN KEY ("default_advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_lower" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_referrer" ON "leads" USING btree ("referrer_lead_id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_bucket_at" ON "rate_limit_events" USING btree ("bucket","at");