CREATE TABLE "certificate_applicants" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"applicant_type" text NOT NULL,
	"document_type" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"document_id" uuid,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "financing_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"number" text NOT NULL,
	"verify_token" text NOT NULL,
	"locale" text NOT NULL,
	"applicants" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"loan_amount" integer NOT NULL,
	"max_price" integer NOT NULL,
	"purchase_price" integer,
	"property_address" text,
	"source" text DEFAULT 'booking' NOT NULL,
	"status" text DEFAULT 'self_reported' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" date NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by" text,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "financing_certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "financing_certificates_verify_token_unique" UNIQUE("verify_token")
);
--> statement-breakpoint
ALTER TABLE "certificate_applicants" ADD CONSTRAINT "certificate_applicants_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_documents" ADD CONSTRAINT "certificate_documents_certificate_id_financing_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."financing_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_documents" ADD CONSTRAINT "certificate_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_certificates" ADD CONSTRAINT "financing_certificates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_documents_one" ON "certificate_documents" USING btree ("certificate_id","applicant_type","document_type");--> statement-breakpoint
CREATE INDEX "financing_certificates_lead" ON "financing_certificates" USING btree ("lead_id","issued_at");