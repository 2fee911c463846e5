CREATE TABLE "number_series" (
	"industry_id" integer NOT NULL,
	"series" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_series_industry_id_series_pk" PRIMARY KEY("industry_id","series")
);
--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;