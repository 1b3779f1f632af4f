-- Issue #29: a model's Korean clothing size, printed beside the international one.
-- AlterTable
ALTER TABLE "model_profiles" ADD COLUMN     "clothing_size_kr" SMALLINT;
