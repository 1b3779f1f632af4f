-- Issue #28, ADR 0044: the agreement of a booking and its versions.
-- CreateEnum
CREATE TYPE "BookingAgreementStatus" AS ENUM ('draft', 'sent', 'confirmed', 'declined');

-- CreateEnum
CREATE TYPE "AgreementVersionStatus" AS ENUM ('proposed', 'accepted', 'declined');

-- CreateTable
CREATE TABLE "booking_agreements" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER,
    "proposal_id" INTEGER,
    "client_id" INTEGER NOT NULL,
    "model_user_id" INTEGER NOT NULL,
    "model_profile_id" INTEGER,
    "status" "BookingAgreementStatus" NOT NULL DEFAULT 'draft',
    "draft_terms" JSONB NOT NULL,
    "agreed_version" INTEGER,
    "confirmed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "booking_agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_versions" (
    "id" SERIAL NOT NULL,
    "agreement_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "content_sha256" CHAR(64) NOT NULL,
    "proposed_by" TEXT NOT NULL,
    "status" "AgreementVersionStatus" NOT NULL DEFAULT 'proposed',
    "client_accepted_at" TIMESTAMP(3),
    "client_accepted_ip" TEXT,
    "client_accepted_by_id" INTEGER,
    "model_accepted_at" TIMESTAMP(3),
    "model_accepted_ip" TEXT,
    "model_accepted_by_id" INTEGER,
    "guardian_consent_at" TIMESTAMP(3),
    "declined_at" TIMESTAMP(3),
    "decline_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreement_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_agreements_application_id_key" ON "booking_agreements"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "booking_agreements_proposal_id_key" ON "booking_agreements"("proposal_id");

-- CreateIndex
CREATE INDEX "booking_agreements_client_id_created_at_idx" ON "booking_agreements"("client_id", "created_at");

-- CreateIndex
CREATE INDEX "booking_agreements_model_user_id_created_at_idx" ON "booking_agreements"("model_user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "agreement_versions_agreement_id_number_key" ON "agreement_versions"("agreement_id", "number");

-- AddForeignKey
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "casting_proposals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_model_user_id_fkey" FOREIGN KEY ("model_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_model_profile_id_fkey" FOREIGN KEY ("model_profile_id") REFERENCES "model_profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "booking_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;



-- One booking, one kind: an application or a direct proposal, never both or neither. A
-- trigger, not a CHECK constraint: Prisma's schema describer cannot read a CHECK, and the
-- drift check (tooling/prisma-wasm-engine) would stop on it.
CREATE FUNCTION booking_agreements_one_booking() RETURNS trigger AS $$
BEGIN
  IF (NEW.application_id IS NULL) = (NEW.proposal_id IS NULL) THEN
    RAISE EXCEPTION 'a booking agreement belongs to exactly one application or one direct proposal (ADR 0044)';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER booking_agreements_one_booking
  BEFORE INSERT OR UPDATE ON "booking_agreements"
  FOR EACH ROW EXECUTE FUNCTION booking_agreements_one_booking();

-- What a party agreed to is never edited in place (ADR 0044): a version's content, hash,
-- number and proposer never change; an accepted or declined version does not change at all;
-- no version is ever deleted. A change is a new version.
CREATE FUNCTION agreement_versions_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'agreement versions are kept: a version cannot be deleted (ADR 0044)';
  END IF;
  IF OLD.status <> 'proposed' THEN
    RAISE EXCEPTION 'an % agreement version is immutable: propose a new version instead (ADR 0044)', OLD.status;
  END IF;
  IF NEW.content IS DISTINCT FROM OLD.content
    OR NEW.content_sha256 IS DISTINCT FROM OLD.content_sha256
    OR NEW.number IS DISTINCT FROM OLD.number
    OR NEW.agreement_id IS DISTINCT FROM OLD.agreement_id
    OR NEW.proposed_by IS DISTINCT FROM OLD.proposed_by THEN
    RAISE EXCEPTION 'the terms of an agreement version never change: propose a new version instead (ADR 0044)';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER agreement_versions_immutable
  BEFORE UPDATE OR DELETE ON "agreement_versions"
  FOR EACH ROW EXECUTE FUNCTION agreement_versions_immutable();
