CREATE TABLE "homeowner_loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"remaining_debt" numeric(14, 2),
	"remaining_debt_date" date,
	"original_amount" numeric(14, 2),
	"start_date" date,
	"nominal_rate" double precision NOT NULL,
	"repayment_rate" double precision,
	"monthly_payment" numeric(14, 2),
	"fixation_end_date" date NOT NULL,
	"full_disbursement_date" date,
	"special_repayment_rate" double precision DEFAULT 0 NOT NULL,
	"property_value" numeric(14, 2),
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "homeowner_loans_source" CHECK ("homeowner_loans"."source" in ('typed', 'refinance_request', 'landing')),
	CONSTRAINT "homeowner_loans_balance_given" CHECK (("homeowner_loans"."remaining_debt" is not null and "homeowner_loans"."remaining_debt_date" is not null) or ("homeowner_loans"."original_amount" is not null and "homeowner_loans"."start_date" is not null)),
	CONSTRAINT "homeowner_loans_payment_given" CHECK ("homeowner_loans"."repayment_rate" is not null or "homeowner_loans"."monthly_payment" is not null),
	CONSTRAINT "homeowner_loans_special_repayment" CHECK ("homeowner_loans"."special_repayment_rate" >= 0 and "homeowner_loans"."special_repayment_rate" <= 1)
);
--> statement-breakpoint
CREATE TABLE "loan_alerts_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"email_id" uuid,
	CONSTRAINT "loan_alerts_sent_kind" CHECK ("loan_alerts_sent"."kind" in ('60m', '36m', '12m', '6m'))
);
--> statement-breakpoint
CREATE TABLE "loan_pending_saves" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_rate_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"loan_id" uuid,
	"loan_amount" numeric(14, 2),
	"property_value" numeric(14, 2),
	"fixation_years" integer NOT NULL,
	"threshold_rate" double precision NOT NULL,
	"below" boolean,
	"last_checked_curve_date" date,
	"last_sent_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_rate_watches_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "loan_rate_watches_threshold" CHECK ("loan_rate_watches"."threshold_rate" > 0 and "loan_rate_watches"."threshold_rate" < 1)
);
--> statement-breakpoint
ALTER TABLE "homeowner_loans" ADD CONSTRAINT "homeowner_loans_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_alerts_sent" ADD CONSTRAINT "loan_alerts_sent_loan_id_homeowner_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."homeowner_loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_alerts_sent" ADD CONSTRAINT "loan_alerts_sent_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_rate_watches" ADD CONSTRAINT "loan_rate_watches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_rate_watches" ADD CONSTRAINT "loan_rate_watches_loan_id_homeowner_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."homeowner_loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homeowner_loans_lead" ON "homeowner_loans" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "homeowner_loans_fixation_end" ON "homeowner_loans" USING btree ("fixation_end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_alerts_sent_loan_kind" ON "loan_alerts_sent" USING btree ("loan_id","kind");--> statement-breakpoint
CREATE INDEX "loan_rate_watches_lead" ON "loan_rate_watches" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "loan_rate_watches_loan" ON "loan_rate_watches" USING btree ("loan_id");