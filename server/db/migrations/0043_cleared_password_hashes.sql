CREATE TABLE "cleared_password_hashes" (
	"digest" text PRIMARY KEY NOT NULL
);
