-- AlterTable
ALTER TABLE "castings" ADD COLUMN     "hidden_by_suspension" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "model_profiles" ADD COLUMN     "hidden_by_suspension" BOOLEAN NOT NULL DEFAULT false;

-- Accounts suspended before this column existed: their suspension stamped its own time on
-- the rows it hid, which is how it recognised them until now.
UPDATE "model_profiles" p SET "hidden_by_suspension" = true
FROM "users" u
WHERE u."id" = p."owner_id" AND u."suspended_at" IS NOT NULL
  AND p."hidden_by_admin_at" = u."suspended_at";

UPDATE "castings" c SET "hidden_by_suspension" = true
FROM "users" u
WHERE u."id" = c."client_id" AND u."suspended_at" IS NOT NULL
  AND c."hidden_at" = u."suspended_at";
