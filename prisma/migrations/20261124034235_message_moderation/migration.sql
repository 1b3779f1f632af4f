-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "hidden_at" TIMESTAMP(3),
ADD COLUMN     "hidden_body" TEXT;
