CREATE TABLE "loan_rate_watch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"watch_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_rate_watches" DROP CONSTRAINT "loan_rate_watches_unsubscribe_token_hash_unique";--> statement-breakpoint
ALTER TABLE "loan_rate_watch_tokens" ADD CONSTRAINT "loan_rate_watch_tokens_watch_id_loan_rate_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."loan_rate_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_rate_watch_tokens_watch" ON "loan_rate_watch_tokens" USING btree ("watch_id");--> statement-breakpoint
-- The link of the newest e-mail of every watch keeps working (the one token each watch kept until now).
INSERT INTO "loan_rate_watch_tokens" ("token_hash", "watch_id", "created_at") SELECT "unsubscribe_token_hash", "id", coalesce("last_sent_at", "created_at") FROM "loan_rate_watches";--> statement-breakpoint
ALTER TABLE "loan_rate_watches" DROP COLUMN "unsubscribe_token_hash";