-- AlterTable
ALTER TABLE "casting_proposals" ALTER COLUMN "budget" SET DATA TYPE BIGINT;
