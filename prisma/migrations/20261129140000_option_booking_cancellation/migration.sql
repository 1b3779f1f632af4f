-- Issue #28 with #29 (ADR 0054 addendum): either side cancels a booking made from an option,
-- with a reason; the options it held record when, by whom and why, like applications and
-- direct proposals. Expand only: three nullable columns.
-- AlterTable
ALTER TABLE "model_options" ADD COLUMN     "cancel_reason" TEXT,
ADD COLUMN     "cancelled_at" TIMESTAMP(3),
ADD COLUMN     "cancelled_by_id" INTEGER;
