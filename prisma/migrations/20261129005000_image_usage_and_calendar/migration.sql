-- Issue #28, ADR 0048: the image-usage ledger and the private calendar feed.
-- CreateTable
CREATE TABLE "image_usages" (
    "id" SERIAL NOT NULL,
    "agreement_id" INTEGER NOT NULL,
    "version_number" INTEGER NOT NULL,
    "scope" TEXT NOT NULL,
    "territory" TEXT,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE,
    "superseded_at" TIMESTAMP(3),
    "told_30_at" TIMESTAMP(3),
    "told_7_at" TIMESTAMP(3),
    "told_end_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "image_usages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_feeds" (
    "user_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "image_usages_ends_on_idx" ON "image_usages"("ends_on");

-- CreateIndex
CREATE UNIQUE INDEX "image_usages_agreement_id_version_number_key" ON "image_usages"("agreement_id", "version_number");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds"("token_hash");

-- AddForeignKey
ALTER TABLE "image_usages" ADD CONSTRAINT "image_usages_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "booking_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
