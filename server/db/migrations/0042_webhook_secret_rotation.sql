ALTER TABLE "webhook_subscriptions" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_previous_secret" CHECK (("webhook_subscriptions"."previous_secret" is null) = ("webhook_subscriptions"."previous_secret_until" is null));--> statement-breakpoint
-- Secrets were `whsec_` and base64url; Standard Webhooks' libraries read base64. The same 32 key bytes, spelt so.
UPDATE "webhook_subscriptions" SET "secret" = 'whsec_' || translate(substr("secret", 7), '-_', '+/') || '='
WHERE "secret" ~ '^whsec_[A-Za-z0-9_-]{43}$';
