CREATE TABLE "document_link_keys" (
	"industry_id" integer PRIMARY KEY NOT NULL,
	"key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_link_keys" ADD CONSTRAINT "document_link_keys_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;