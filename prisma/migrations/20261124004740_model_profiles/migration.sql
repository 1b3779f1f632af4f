-- CreateEnum
CREATE TYPE "ModelProfileStatus" AS ENUM ('draft', 'published', 'hidden');

-- CreateEnum
CREATE TYPE "ModelReviewStatus" AS ENUM ('none', 'requested', 'approved', 'sent_back');

-- CreateEnum
CREATE TYPE "ModelPhotoStatus" AS ENUM ('pending', 'ready', 'failed');

-- CreateEnum
CREATE TYPE "ModelReportStatus" AS ENUM ('open', 'dismissed', 'actioned');

-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "target_model_profile_id" INTEGER;

-- AlterTable
ALTER TABLE "casting_proposals" ADD COLUMN     "target_model_profile_id" INTEGER;

-- CreateTable
CREATE TABLE "model_profiles" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "stage_name" TEXT NOT NULL,
    "gender_id" INTEGER,
    "birth_date" DATE,
    "height_cm" SMALLINT,
    "weight_kg" SMALLINT,
    "weight_hidden" BOOLEAN NOT NULL DEFAULT false,
    "bust_cm" SMALLINT,
    "waist_cm" SMALLINT,
    "hips_cm" SMALLINT,
    "shoe_size_mm" SMALLINT,
    "hair_color_id" INTEGER,
    "eye_color_id" INTEGER,
    "race_id" INTEGER,
    "category_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "detailed_category_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "shoot_type_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "career_id" INTEGER,
    "fee_id" INTEGER,
    "keyword_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "city_id" INTEGER,
    "bio" TEXT NOT NULL DEFAULT '',
    "instagram" TEXT,
    "youtube_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "ModelProfileStatus" NOT NULL DEFAULT 'draft',
    "review_status" "ModelReviewStatus" NOT NULL DEFAULT 'none',
    "review_note" TEXT,
    "review_requested_at" TIMESTAMP(3),
    "reviewed_at" TIMESTAMP(3),
    "reviewed_by_id" INTEGER,
    "guardian_name" TEXT,
    "guardian_relation" TEXT,
    "guardian_contact" TEXT,
    "guardian_consent_at" TIMESTAMP(3),
    "like_count" INTEGER NOT NULL DEFAULT 0,
    "cover_photo_id" UUID,
    "is_demo" BOOLEAN NOT NULL DEFAULT false,
    "keyword_text" TEXT NOT NULL DEFAULT '',
    -- Free text of GET /models?q=: the 'simple' configuration keeps every word as written
    -- (no English stemming that would mangle Korean or other names); prefix queries
    -- ("ji:*") find a name from its first letters. No extension needed (ADR 0015).
    "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple'::regconfig, "stage_name"), 'A') ||
        setweight(to_tsvector('simple'::regconfig, "keyword_text"), 'B') ||
        setweight(to_tsvector('simple'::regconfig, "bio"), 'C')
    ) STORED,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "published_at" TIMESTAMP(3),

    CONSTRAINT "model_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "model_photos" (
    "id" UUID NOT NULL,
    "profile_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "status" "ModelPhotoStatus" NOT NULL DEFAULT 'pending',
    "original_key" TEXT NOT NULL,
    "content_hash" TEXT NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "variants" JSONB NOT NULL DEFAULT '[]',
    "placeholder" TEXT,
    "failure_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "model_photos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "model_likes" (
    "profile_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "model_likes_pkey" PRIMARY KEY ("profile_id","user_id")
);

-- CreateTable
CREATE TABLE "model_reports" (
    "id" SERIAL NOT NULL,
    "profile_id" INTEGER NOT NULL,
    "reporter_id" INTEGER,
    "reason_id" INTEGER NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "status" "ModelReportStatus" NOT NULL DEFAULT 'open',
    "request_ip" TEXT,
    "resolved_at" TIMESTAMP(3),
    "resolved_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "model_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "model_profiles_cover_photo_id_key" ON "model_profiles"("cover_photo_id");

-- CreateIndex
CREATE INDEX "model_profiles_owner_id_created_at_idx" ON "model_profiles"("owner_id", "created_at");

-- CreateIndex
CREATE INDEX "model_profiles_status_published_at_id_idx" ON "model_profiles"("status", "published_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "model_profiles_status_like_count_id_idx" ON "model_profiles"("status", "like_count" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "model_profiles_status_updated_at_id_idx" ON "model_profiles"("status", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "model_profiles_review_status_review_requested_at_idx" ON "model_profiles"("review_status", "review_requested_at");

-- CreateIndex
CREATE INDEX "model_profiles_birth_date_idx" ON "model_profiles"("birth_date");

-- CreateIndex
CREATE INDEX "model_profiles_height_cm_idx" ON "model_profiles"("height_cm");

-- CreateIndex
CREATE INDEX "model_profiles_city_id_idx" ON "model_profiles"("city_id");

-- CreateIndex
CREATE INDEX "model_profiles_gender_id_idx" ON "model_profiles"("gender_id");

-- CreateIndex
CREATE INDEX "model_profiles_hair_color_id_idx" ON "model_profiles"("hair_color_id");

-- CreateIndex
CREATE INDEX "model_profiles_eye_color_id_idx" ON "model_profiles"("eye_color_id");

-- CreateIndex
CREATE INDEX "model_profiles_race_id_idx" ON "model_profiles"("race_id");

-- CreateIndex
CREATE INDEX "model_profiles_career_id_idx" ON "model_profiles"("career_id");

-- CreateIndex
CREATE INDEX "model_profiles_fee_id_idx" ON "model_profiles"("fee_id");

-- CreateIndex
CREATE INDEX "model_profiles_category_ids_idx" ON "model_profiles" USING GIN ("category_ids");

-- CreateIndex
CREATE INDEX "model_profiles_detailed_category_ids_idx" ON "model_profiles" USING GIN ("detailed_category_ids");

-- CreateIndex
CREATE INDEX "model_profiles_shoot_type_ids_idx" ON "model_profiles" USING GIN ("shoot_type_ids");

-- CreateIndex
CREATE INDEX "model_profiles_keyword_ids_idx" ON "model_profiles" USING GIN ("keyword_ids");

-- CreateIndex
CREATE INDEX "model_photos_profile_id_position_idx" ON "model_photos"("profile_id", "position");

-- CreateIndex
CREATE INDEX "model_photos_status_created_at_idx" ON "model_photos"("status", "created_at");

-- CreateIndex
CREATE INDEX "model_likes_user_id_created_at_idx" ON "model_likes"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "model_reports_status_created_at_idx" ON "model_reports"("status", "created_at");

-- CreateIndex
CREATE INDEX "model_reports_profile_id_created_at_idx" ON "model_reports"("profile_id", "created_at");

-- CreateIndex
CREATE INDEX "model_reports_reporter_id_created_at_idx" ON "model_reports"("reporter_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_target_model_profile_id_created_at_idx" ON "audit_logs"("target_model_profile_id", "created_at");

-- CreateIndex
CREATE INDEX "casting_proposals_target_model_profile_id_created_at_idx" ON "casting_proposals"("target_model_profile_id", "created_at");

-- AddForeignKey
ALTER TABLE "casting_proposals" ADD CONSTRAINT "casting_proposals_target_model_profile_id_fkey" FOREIGN KEY ("target_model_profile_id") REFERENCES "model_profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_target_model_profile_id_fkey" FOREIGN KEY ("target_model_profile_id") REFERENCES "model_profiles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_reviewed_by_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_gender_id_fkey" FOREIGN KEY ("gender_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_hair_color_id_fkey" FOREIGN KEY ("hair_color_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_eye_color_id_fkey" FOREIGN KEY ("eye_color_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_race_id_fkey" FOREIGN KEY ("race_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_career_id_fkey" FOREIGN KEY ("career_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_fee_id_fkey" FOREIGN KEY ("fee_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_profiles" ADD CONSTRAINT "model_profiles_cover_photo_id_fkey" FOREIGN KEY ("cover_photo_id") REFERENCES "model_photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_photos" ADD CONSTRAINT "model_photos_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_likes" ADD CONSTRAINT "model_likes_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_likes" ADD CONSTRAINT "model_likes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_reports" ADD CONSTRAINT "model_reports_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_reports" ADD CONSTRAINT "model_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_reports" ADD CONSTRAINT "model_reports_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_reports" ADD CONSTRAINT "model_reports_reason_id_fkey" FOREIGN KEY ("reason_id") REFERENCES "info_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Not expressible in schema.prisma (Unsupported column): the search index.
CREATE INDEX "model_profiles_search_vector_idx" ON "model_profiles" USING GIN ("search_vector");
