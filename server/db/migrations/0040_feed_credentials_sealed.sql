-- Feed credentials are kept sealed (AES-256-GCM, server/feeds/feedCredentials.ts) as text. The JSON kept before
-- becomes its text here; the server seals it under CREDENTIALS_KEY at its next start.
ALTER TABLE "feed_connections" ALTER COLUMN "credentials" SET DATA TYPE text USING "credentials"::text;
