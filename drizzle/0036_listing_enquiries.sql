CREATE TABLE "listing_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_ref" text NOT NULL,
	"message" text NOT NULL,
	"phone" text,
	"locale" text NOT NULL,
	"is_demo" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_enquiries" ADD CONSTRAINT "listing_enquiries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_enquiries" ADD CONSTRAINT "listing_enquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_enquiries_lead" ON "listing_enquiries" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_enquiries_listing" ON "listing_enquiries" USING btree ("listing_id");