CREATE TABLE "price_statistics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"segment" text NOT NULL,
	"eur_per_m2" integer NOT NULL,
	"price_kind" text NOT NULL,
	"period" text NOT NULL,
	"period_end" text,
	"published" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"url" text NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"file" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_statistics_key" ON "price_statistics" USING btree ("city","district","type","segment","price_kind","period","source");--> statement-breakpoint
CREATE INDEX "price_statistics_city_type" ON "price_statistics" USING btree ("city","type");