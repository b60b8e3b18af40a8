-- The buffer after an appointment (BOOKING.bufferMinutes = 15) moves into the exclusion constraint (ADR 018):
-- blocked_until = ends_at + buffer, written by the repository. Existing rows get ends_at + 15 minutes, cut back
-- to the start of the advisor's next live appointment where an earlier race left less room (the old constraint
-- allowed adjacent appointments), so the new constraint holds for every row the old one allowed.
ALTER TABLE "appointments" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "appointments" AS a SET "blocked_until" = LEAST(
	a."ends_at" + interval '15 minutes',
	COALESCE((SELECT min(b."starts_at") FROM "appointments" AS b WHERE a."cancelled_at" IS NULL AND b."cancelled_at" IS NULL AND b."advisor_id" = a."advisor_id" AND b."id" <> a."id" AND b."starts_at" >= a."ends_at"), 'infinity'::timestamptz)
);--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_blocked_after_end" CHECK ("blocked_until" >= "ends_at");--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("advisor_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("cancelled_at" IS NULL);
