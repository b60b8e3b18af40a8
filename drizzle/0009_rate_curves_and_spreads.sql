CREATE TABLE "rate_curves" (
	"date" text PRIMARY KEY NOT NULL,
	"beta0" double precision NOT NULL,
	"beta1" double precision NOT NULL,
	"beta2" double precision NOT NULL,
	"beta3" double precision NOT NULL,
	"tau1" double precision NOT NULL,
	"tau2" double precision NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_spread_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valid_from" text NOT NULL,
	"spread_by_fixation" jsonb NOT NULL,
	"ltv_steps" jsonb NOT NULL,
	"size_surcharges" jsonb NOT NULL,
	"minimum_rate" double precision NOT NULL,
	"calibration_curve_date" text NOT NULL,
	"sources" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_spread_sets_valid_from_unique" UNIQUE("valid_from")
);
