CREATE TABLE "advisor_pictures" (
	"key" text NOT NULL,
	"advisor_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"format" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_pictures_key_size_format_pk" PRIMARY KEY("key","size","format")
);
--> statement-breakpoint
ALTER TABLE "advisor_pictures" ADD CONSTRAINT "advisor_pictures_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_pictures_advisor_idx" ON "advisor_pictures" USING btree ("advisor_id");