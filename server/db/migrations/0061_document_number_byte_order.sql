-- Document numbers in byte order whatever the database's collation (schema/columns.ts, `documentNumber`): "OUT-25"
-- sorted by number is then a range of the number's index read in the page's order, not every match read and sorted.
ALTER TABLE "orders" ALTER COLUMN "number" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "number" SET DATA TYPE text collate "C";