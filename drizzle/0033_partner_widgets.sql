CREATE TABLE "partners" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_requests" ADD COLUMN "partner_key" text;--> statement-breakpoint
ALTER TABLE "lead_requests" ADD COLUMN "partner_page" text;--> statement-breakpoint
ALTER TABLE "lead_requests" ADD CONSTRAINT "lead_requests_partner_key_partners_key_fk" FOREIGN KEY ("partner_key") REFERENCES "public"."partners"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_requests_partner" ON "lead_requests" USING btree ("partner_key");