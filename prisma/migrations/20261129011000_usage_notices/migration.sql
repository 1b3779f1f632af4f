-- Issue #28, ADR 0056: the model side's usage-ended notice and the client's acknowledgement.
-- CreateTable
CREATE TABLE "usage_notices" (
    "id" SERIAL NOT NULL,
    "image_usage_id" INTEGER NOT NULL,
    "agreement_id" INTEGER NOT NULL,
    "sent_by_id" INTEGER NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "sent_at" TIMESTAMP(3) NOT NULL,
    "reminded_at" TIMESTAMP(3),

    CONSTRAINT "usage_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "usage_notice_answers" (
    "id" SERIAL NOT NULL,
    "notice_id" INTEGER NOT NULL,
    "answer" TEXT NOT NULL,
    "taken_down_on" DATE,
    "version_number" INTEGER,
    "answered_by_id" INTEGER NOT NULL,
    "answered_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "usage_notice_answers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "usage_notices_image_usage_id_key" ON "usage_notices"("image_usage_id");

-- CreateIndex
CREATE INDEX "usage_notices_agreement_id_idx" ON "usage_notices"("agreement_id");

-- CreateIndex
CREATE INDEX "usage_notices_sent_at_idx" ON "usage_notices"("sent_at");

-- CreateIndex
CREATE INDEX "usage_notice_answers_notice_id_answered_at_idx" ON "usage_notice_answers"("notice_id", "answered_at");

-- AddForeignKey
ALTER TABLE "usage_notices" ADD CONSTRAINT "usage_notices_image_usage_id_fkey" FOREIGN KEY ("image_usage_id") REFERENCES "image_usages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_notices" ADD CONSTRAINT "usage_notices_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "booking_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_notice_answers" ADD CONSTRAINT "usage_notice_answers_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "usage_notices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Nothing said is taken back (ADR 0056): a notice is never deleted, an answer never changed
-- or deleted; a new answer is a new row.
CREATE FUNCTION usage_notices_kept() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'usage notices and their answers are kept as they were sent (ADR 0056)';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER usage_notices_no_delete
  BEFORE DELETE ON "usage_notices"
  FOR EACH ROW EXECUTE FUNCTION usage_notices_kept();

CREATE TRIGGER usage_notice_answers_kept
  BEFORE UPDATE OR DELETE ON "usage_notice_answers"
  FOR EACH ROW EXECUTE FUNCTION usage_notices_kept();
