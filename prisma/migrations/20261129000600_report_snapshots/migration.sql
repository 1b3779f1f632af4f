-- Issue #25: a report keeps what the reporter saw of content its owner can still edit.
-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "snapshot" JSONB;
