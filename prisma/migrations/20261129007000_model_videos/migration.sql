-- Intro videos on model profiles (issue #31, ADR 0052).
CREATE TYPE "ModelVideoStatus" AS ENUM ('uploading', 'processing', 'ready', 'failed');

CREATE TABLE "model_videos" (
    "id" UUID NOT NULL,
    "profile_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT,
    "status" "ModelVideoStatus" NOT NULL DEFAULT 'uploading',
    "failure_reason" TEXT,
    "bytes" INTEGER NOT NULL,
    "duration_ms" INTEGER,
    "width" INTEGER,
    "height" INTEGER,
    "original_key" TEXT,
    "video_key" TEXT,
    "poster_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "model_videos_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "model_videos_profile_id_created_at_idx" ON "model_videos"("profile_id", "created_at");
CREATE INDEX "model_videos_status_updated_at_idx" ON "model_videos"("status", "updated_at");

ALTER TABLE "model_videos" ADD CONSTRAINT "model_videos_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
