-- Implausible fixes are kept but flagged (src/domain/fixPlausibility.ts); every fix stored before was believed.
ALTER TABLE "positions" ADD COLUMN "implausible" boolean DEFAULT false NOT NULL;