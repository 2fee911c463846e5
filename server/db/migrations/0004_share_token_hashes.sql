-- Share-link tokens are kept as their SHA-256 like every other token: the link itself is shown once, when it
-- is made, and a copy of the database no longer opens anyone's trips. Existing links keep working: their
-- tokens are hashed in place (PostgreSQL's own sha256, no extension needed).
ALTER TABLE "share_links" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
ALTER TABLE "share_links" RENAME CONSTRAINT "share_links_token_unique" TO "share_links_tokenHash_unique";--> statement-breakpoint
UPDATE "share_links" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');
