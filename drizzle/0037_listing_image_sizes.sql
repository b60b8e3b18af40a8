CREATE TABLE "listing_image_sizes" (
	"hash" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "listing_image_sizes_hash_format_width_pk" PRIMARY KEY("hash","format","width")
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "kind" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "height" integer;