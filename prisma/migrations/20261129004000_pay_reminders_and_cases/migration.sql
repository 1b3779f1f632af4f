-- Issue #28, ADR 0046: pay reminders sent once per step, and the admin pay queue's resolution.
-- AlterTable
ALTER TABLE "booking_agreements" ADD COLUMN     "pay_case_resolved_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "pay_reminders" (
    "id" SERIAL NOT NULL,
    "agreement_id" INTEGER NOT NULL,
    "owed" TEXT NOT NULL,
    "due_date" DATE NOT NULL,
    "step" TEXT NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pay_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pay_reminders_agreement_id_owed_due_date_step_key" ON "pay_reminders"("agreement_id", "owed", "due_date", "step");

-- AddForeignKey
ALTER TABLE "pay_reminders" ADD CONSTRAINT "pay_reminders_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "booking_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
