-- Issue #29 (ADR 0049): options (holds) clients place on models for dates.
-- CreateTable
CREATE TABLE "model_options" (
    "id" SERIAL NOT NULL,
    "profile_id" INTEGER NOT NULL,
    "client_id" INTEGER NOT NULL,
    "option_date" DATE NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "note" TEXT NOT NULL DEFAULT '',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "answered_at" TIMESTAMP(3),
    "ended_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "model_options_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "model_options_profile_id_option_date_idx" ON "model_options"("profile_id", "option_date");

-- CreateIndex
CREATE INDEX "model_options_client_id_created_at_idx" ON "model_options"("client_id", "created_at");

-- CreateIndex
CREATE INDEX "model_options_status_expires_at_idx" ON "model_options"("status", "expires_at");

-- AddForeignKey
ALTER TABLE "model_options" ADD CONSTRAINT "model_options_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_options" ADD CONSTRAINT "model_options_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
