-- AlterTable
ALTER TABLE "castings" ADD COLUMN     "hold_matches" TEXT;

-- ADR 0033: the client reads a general hold reason; the matched phrases move to
-- hold_matches, which only administrators read.
UPDATE "castings"
SET "hold_matches" = "hold_reason",
    "hold_reason" = 'This casting seems to ask talent for money (a fee, a deposit or a payment). An administrator will review it.'
WHERE "hold_reason" LIKE 'Asks talent for money: %';
