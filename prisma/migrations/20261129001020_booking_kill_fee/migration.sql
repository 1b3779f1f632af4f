-- Issue #28, ADR 0044: the kill fee a late cancellation by the client owes.
-- AlterTable
ALTER TABLE "booking_agreements" ADD COLUMN     "kill_fee_owed" BIGINT;


