CREATE TABLE "lender_condition_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"rates" jsonb NOT NULL,
	"surcharges" jsonb NOT NULL,
	"fees" jsonb NOT NULL,
	"special_repayment_free" double precision NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" uuid,
	CONSTRAINT "lender_condition_sheets_special_repayment" CHECK ("lender_condition_sheets"."special_repayment_free" >= 0 and "lender_condition_sheets"."special_repayment_free" <= 1)
);
--> statement-breakpoint
CREATE TABLE "lender_sheet_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"imported_by" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"lenders_added" integer DEFAULT 0 NOT NULL,
	"lenders_updated" integer DEFAULT 0 NOT NULL,
	"sheets_added" integer DEFAULT 0 NOT NULL,
	"cells_added" integer DEFAULT 0 NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "lender_sheet_imports_status" CHECK ("lender_sheet_imports"."status" in ('imported', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_loan" integer NOT NULL,
	"purposes" text[] NOT NULL,
	"employments" text[] NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lenders_kind" CHECK ("lenders"."kind" in ('bank', 'savings_bank', 'building_society', 'insurer')),
	CONSTRAINT "lenders_min_loan" CHECK ("lenders"."min_loan" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lender_condition_sheets" ADD CONSTRAINT "lender_condition_sheets_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_condition_sheets" ADD CONSTRAINT "lender_condition_sheets_imported_by_staff_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_sheet_imports" ADD CONSTRAINT "lender_sheet_imports_imported_by_staff_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lender_condition_sheets_lender_day" ON "lender_condition_sheets" USING btree ("lender_id","valid_from");--> statement-breakpoint
CREATE INDEX "lender_condition_sheets_valid_from" ON "lender_condition_sheets" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "lender_sheet_imports_at" ON "lender_sheet_imports" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "lenders_name_lower" ON "lenders" USING btree (lower("name"));--> statement-breakpoint
CREATE TRIGGER "lenders_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lenders" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "lender_condition_sheets_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lender_condition_sheets" FOR EACH STATEMENT EXECUTE FUNCTION "page_data_changed"();
