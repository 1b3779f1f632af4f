-- Issue #29: a model's Korean clothing size, printed beside the international one.
-- AlterTable
ALTER TABLE "model_profiles" ADD COLUMN     "clothing_size_kr" SMALLINT;
-- The allowed sizes are checked by the contracts' schema (no CHECK constraint: Prisma's
-- schema describer cannot read one, and the drift check would stop).
