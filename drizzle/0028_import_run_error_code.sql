ALTER TABLE "rate_import_runs" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "rate_import_runs" ADD COLUMN "error_params" jsonb;