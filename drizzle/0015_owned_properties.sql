CREATE TABLE "owned_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"inputs" text NOT NULL,
	"outstanding_loan" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owned_property_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"value" integer NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"valued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owned_properties" ADD CONSTRAINT "owned_properties_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owned_property_values" ADD CONSTRAINT "owned_property_values_property_id_owned_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."owned_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owned_properties_lead" ON "owned_properties" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "owned_property_values_property" ON "owned_property_values" USING btree ("property_id","valued_at");