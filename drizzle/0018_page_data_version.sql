CREATE TABLE "page_data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "page_data_version" ("id", "changes") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "page_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "page_data_version" SET "changes" = "changes" + 1 WHERE "id" = 1;
	PERFORM pg_notify('page_data', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rate_curves_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_curves" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "rate_spread_sets_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_spread_sets" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "advisors_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advisors" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "listings_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "price_statistics_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_statistics" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
