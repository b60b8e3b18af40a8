DROP INDEX "listings_lat_lon";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_per_sqm" double precision GENERATED ALWAYS AS (price / living_area) STORED;--> statement-breakpoint
CREATE INDEX "listings_active_position" ON "listings" USING gist (point(lon, lat)) WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_postal_code" ON "listings" USING btree ("postal_code") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_newest" ON "listings" USING btree ("first_seen_at" DESC NULLS FIRST,"id") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_price" ON "listings" USING btree ("price","id") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_price_per_sqm" ON "listings" USING btree ("price_per_sqm","id") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_rooms" ON "listings" USING btree ("rooms") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_living_area" ON "listings" USING btree ("living_area") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_active_year_built" ON "listings" USING btree ("year_built") WHERE "listings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "listings_demo" ON "listings" USING btree ("is_demo") WHERE "listings"."is_demo" and "listings"."withdrawn_at" is null;