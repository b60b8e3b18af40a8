CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"mime" text NOT NULL,
	"title" text NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"provider_id" text NOT NULL,
	"provider_name" text NOT NULL,
	"external_id" text NOT NULL,
	"source" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"subtype" text,
	"street" text,
	"house_number" text,
	"address_public" boolean DEFAULT false NOT NULL,
	"postal_code" text NOT NULL,
	"place" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"price" integer NOT NULL,
	"living_area" double precision NOT NULL,
	"plot_area" double precision,
	"rooms" double precision,
	"floor" integer,
	"year_built" integer,
	"condition" text,
	"energy_class" text,
	"energy_value" double precision,
	"energy_certificate" text,
	"energy_source" text,
	"heating" text,
	"balcony" boolean DEFAULT false NOT NULL,
	"garden" boolean DEFAULT false NOT NULL,
	"lift" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"cellar" boolean DEFAULT false NOT NULL,
	"hausgeld" integer,
	"buyer_commission" double precision,
	"buyer_commission_text" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location_text" text,
	"features_text" text,
	"language" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "listings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_position" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_prices_listing" ON "listing_prices" USING btree ("listing_id","observed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_provider_external" ON "listings" USING btree ("provider_id","external_id");--> statement-breakpoint
CREATE INDEX "listings_active_place" ON "listings" USING btree ("place") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_type_price" ON "listings" USING btree ("type","price") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_lat_lon" ON "listings" USING btree ("lat","lon");