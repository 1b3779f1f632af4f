-- Issue #29 (ADR 0045): the last rendered comp card of each profile, kept while what it prints is unchanged.
-- CreateTable
CREATE TABLE "comp_cards" (
    "profile_id" INTEGER NOT NULL,
    "cache_key" TEXT NOT NULL,
    "pdf" BYTEA NOT NULL,
    "generated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "comp_cards_pkey" PRIMARY KEY ("profile_id")
);

-- AddForeignKey
ALTER TABLE "comp_cards" ADD CONSTRAINT "comp_cards_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
