-- A package item may show one intro video of its profile (issue #31, ADR 0052 addendum).
-- Expand only: a nullable column; a deleted video leaves the item without one.
ALTER TABLE "package_items" ADD COLUMN "video_id" UUID;

CREATE INDEX "package_items_video_id_idx" ON "package_items"("video_id");

ALTER TABLE "package_items" ADD CONSTRAINT "package_items_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "model_videos"("id") ON DELETE SET NULL ON UPDATE CASCADE;
