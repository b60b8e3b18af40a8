CREATE TABLE "content_search" (
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_search_locale_kind_item_id_pk" PRIMARY KEY("locale","kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "content_search_document" ON "content_search" USING gin ("document");