CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"landing" text NOT NULL,
	"visitor" text NOT NULL,
	"flags" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","event","route","locale","source","medium","campaign","landing","visitor","flags")
);
