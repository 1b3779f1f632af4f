-- Issue #29 with #28 (ADR 0054): an option books into an agreement in one step, and the model
-- side marks days unavailable.
-- AlterTable
ALTER TABLE "booking_agreements" ADD COLUMN     "option_id" INTEGER;

-- AlterTable
ALTER TABLE "model_options" ADD COLUMN     "agreement_id" INTEGER;

-- CreateTable
CREATE TABLE "model_unavailable_dates" (
    "profile_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "model_unavailable_dates_pkey" PRIMARY KEY ("profile_id","day")
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_agreements_option_id_key" ON "booking_agreements"("option_id");

-- CreateIndex
CREATE INDEX "model_options_agreement_id_idx" ON "model_options"("agreement_id");

-- AddForeignKey
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_option_id_fkey" FOREIGN KEY ("option_id") REFERENCES "model_options"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_options" ADD CONSTRAINT "model_options_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "booking_agreements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_unavailable_dates" ADD CONSTRAINT "model_unavailable_dates_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One booking, one kind, now of three (ADR 0044, 0054): an application, a direct proposal or
-- an option. Still a trigger, not a CHECK constraint (the drift check cannot read a CHECK).
CREATE OR REPLACE FUNCTION booking_agreements_one_booking() RETURNS trigger AS $$
BEGIN
  IF (NEW.application_id IS NOT NULL)::int + (NEW.proposal_id IS NOT NULL)::int
     + (NEW.option_id IS NOT NULL)::int <> 1 THEN
    RAISE EXCEPTION 'a booking agreement belongs to exactly one application, direct proposal or option (ADR 0044, 0054)';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
