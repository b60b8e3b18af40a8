ALTER TABLE "listings" ADD COLUMN "object_text" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "object_text_language" text;