CREATE TABLE "listing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"previous_price" integer,
	"created_at" timestamp with time zone NOT NULL,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_favourites" (
	"lead_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "property_favourites_lead_id_listing_id_pk" PRIMARY KEY("lead_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "property_pending_saves" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_radar_matches" (
	"radar_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email_id" uuid,
	CONSTRAINT "property_radar_matches_radar_id_event_id_pk" PRIMARY KEY("radar_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "property_radar_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"radar_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_radars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"name" text NOT NULL,
	"criteria" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"paused_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"alerts_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_search_visits" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"previous_visit_at" timestamp with time zone,
	"last_visit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_favourites" ADD CONSTRAINT "property_favourites_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_favourites" ADD CONSTRAINT "property_favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_radar_matches" ADD CONSTRAINT "property_radar_matches_radar_id_property_radars_id_fk" FOREIGN KEY ("radar_id") REFERENCES "public"."property_radars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_radar_matches" ADD CONSTRAINT "property_radar_matches_event_id_listing_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."listing_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_radar_matches" ADD CONSTRAINT "property_radar_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_radar_matches" ADD CONSTRAINT "property_radar_matches_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_radar_tokens" ADD CONSTRAINT "property_radar_tokens_radar_id_property_radars_id_fk" FOREIGN KEY ("radar_id") REFERENCES "public"."property_radars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_radars" ADD CONSTRAINT "property_radars_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_search_visits" ADD CONSTRAINT "property_search_visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_unmatched" ON "listing_events" USING btree ("id") WHERE "listing_events"."matched_at" is null;--> statement-breakpoint
CREATE INDEX "property_radar_matches_pending" ON "property_radar_matches" USING btree ("radar_id") WHERE "property_radar_matches"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "property_radars_lead" ON "property_radars" USING btree ("lead_id");