-- AlterTable
ALTER TABLE "info_items" ADD COLUMN     "value_ko" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "language" TEXT;
