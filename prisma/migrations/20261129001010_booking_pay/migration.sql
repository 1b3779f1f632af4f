-- Issue #28, ADR 0044: pay tracked on a booking's agreement.
-- CreateEnum
CREATE TYPE "PayStatus" AS ENUM ('unpaid', 'marked_paid', 'confirmed', 'disputed');

-- AlterTable
ALTER TABLE "booking_agreements" ADD COLUMN     "due_date" DATE,
ADD COLUMN     "last_shoot_date" DATE,
ADD COLUMN     "paid_amount" BIGINT,
ADD COLUMN     "paid_marked_at" TIMESTAMP(3),
ADD COLUMN     "paid_on" DATE,
ADD COLUMN     "paid_reference" TEXT,
ADD COLUMN     "pay_answered_at" TIMESTAMP(3),
ADD COLUMN     "pay_dispute_note" TEXT,
ADD COLUMN     "pay_status" "PayStatus" NOT NULL DEFAULT 'unpaid';


