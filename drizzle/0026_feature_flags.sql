CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feature_flags_mode" CHECK (mode in ('off', 'on', 'percentage')),
	CONSTRAINT "feature_flags_percentage" CHECK (percentage between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "feature_flags_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feature_flags" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
