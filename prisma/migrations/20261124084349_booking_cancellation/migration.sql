-- AlterEnum
ALTER TYPE "ApplicationStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "cancel_reason" TEXT,
ADD COLUMN     "cancelled_at" TIMESTAMP(3),
ADD COLUMN     "cancelled_by_id" INTEGER;
