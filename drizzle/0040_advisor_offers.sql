CREATE TABLE "lead_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"source" text NOT NULL,
	"lender_id" uuid,
	"lender_name" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"nominal_rate" double precision NOT NULL,
	"effective_rate" double precision NOT NULL,
	"monthly_payment" double precision NOT NULL,
	"loan" double precision NOT NULL,
	"fixation_years" integer NOT NULL,
	"residual_debt" double precision NOT NULL,
	"total_cost" double precision NOT NULL,
	"fees" double precision DEFAULT 0 NOT NULL,
	"special_repayment" double precision DEFAULT 0 NOT NULL,
	"offer_case" jsonb,
	"conditions_source" text,
	"valid_until" date NOT NULL,
	"note" text,
	"recommended" boolean DEFAULT false NOT NULL,
	"visible_to_customer" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"question" text,
	"asked_at" timestamp with time zone,
	CONSTRAINT "lead_offers_source" CHECK ("lead_offers"."source" in ('comparison', 'typed')),
	CONSTRAINT "lead_offers_figures" CHECK ("lead_offers"."loan" > 0 and "lead_offers"."fixation_years" between 1 and 40 and "lead_offers"."monthly_payment" > 0 and "lead_offers"."fees" >= 0 and "lead_offers"."special_repayment" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_offers_lead" ON "lead_offers" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_offers_one_recommended" ON "lead_offers" USING btree ("lead_id") WHERE "lead_offers"."recommended";