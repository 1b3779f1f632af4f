-- The 480p rendition of a video (issue #31, ADR 0052 addendum); null for videos made before it.
ALTER TABLE "model_videos" ADD COLUMN "video_480_key" TEXT;
