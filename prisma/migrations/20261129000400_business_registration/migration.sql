-- Issue #25, finding 16 / ADR 0043: a client's business registration number and what the
-- National Tax Service said of it.
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "business_checked_at" TIMESTAMP(3),
ADD COLUMN     "business_number" VARCHAR(10),
ADD COLUMN     "business_status" TEXT;
