-- Issue #29: a model's Korean clothing size, printed beside the international one.
-- AlterTable
ALTER TABLE "model_profiles" ADD COLUMN     "clothing_size_kr" SMALLINT;
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_clothing_size_kr_check"
  CHECK ("clothing_size_kr" IS NULL OR "clothing_size_kr" IN (44, 55, 66, 77, 88, 90, 95, 100, 105));
