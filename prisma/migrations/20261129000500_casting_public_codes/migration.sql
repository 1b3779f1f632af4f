-- Issue #25 "Outside the platform" / ADR 0042: every casting gets a short public code that a
-- model contacted outside the platform checks on /verify, and impersonation reports are a
-- report kind of their own.

-- 8 characters from an alphabet without 0/O/1/I/L (31 symbols, about 8.5e11 codes), read
-- aloud or typed from a DM without doubt. Random, so a code says nothing of its neighbours.
CREATE OR REPLACE FUNCTION cnm_casting_public_code() RETURNS VARCHAR(8) AS $$
DECLARE
  alphabet CONSTANT TEXT := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  code TEXT := '';
BEGIN
  FOR i IN 1..8 LOOP
    code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
  END LOOP;
  RETURN code;
END;
$$ LANGUAGE plpgsql VOLATILE;

-- AlterTable: the default fills every existing row (VOLATILE: one code per row).
ALTER TABLE "castings" ADD COLUMN "public_code" VARCHAR(8) NOT NULL DEFAULT cnm_casting_public_code();

-- CreateIndex
CREATE UNIQUE INDEX "castings_public_code_key" ON "castings"("public_code");

-- CreateEnum
CREATE TYPE "ImpersonationChannel" AS ENUM ('instagram', 'kakaotalk', 'phone', 'other');

-- CreateTable
CREATE TABLE "impersonation_reports" (
    "id" SERIAL NOT NULL,
    "channel" "ImpersonationChannel" NOT NULL,
    "claimed_name" TEXT NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "contact_email" TEXT,
    "reporter_id" INTEGER,
    "status" "ModelReportStatus" NOT NULL DEFAULT 'open',
    "request_ip" TEXT,
    "resolved_at" TIMESTAMP(3),
    "resolved_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "impersonation_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "impersonation_reports_status_created_at_idx" ON "impersonation_reports"("status", "created_at");

-- AddForeignKey
ALTER TABLE "impersonation_reports" ADD CONSTRAINT "impersonation_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "impersonation_reports" ADD CONSTRAINT "impersonation_reports_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
