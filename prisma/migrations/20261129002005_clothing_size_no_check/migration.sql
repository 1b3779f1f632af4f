-- Issue #29: the schema engine's describer cannot read a CHECK constraint (the drift check
-- panics), so the contracts' schema alone keeps clothing_size_kr to the Korean sizes.
-- AlterTable
ALTER TABLE "model_profiles" DROP CONSTRAINT IF EXISTS "model_profiles_clothing_size_kr_check";
