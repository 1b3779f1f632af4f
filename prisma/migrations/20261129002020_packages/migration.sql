-- Issue #29 (ADR 0045): packages of models shared by link, with the viewer's picks.
-- CreateTable
CREATE TABLE "packages" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "link_token_hash" TEXT,
    "link_password_hash" TEXT,
    "link_expires_at" TIMESTAMP(3),
    "link_created_at" TIMESTAMP(3),
    "link_revoked_at" TIMESTAMP(3),
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "last_viewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "package_items" (
    "package_id" INTEGER NOT NULL,
    "profile_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "photo_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "note" TEXT NOT NULL DEFAULT '',
    "favourite" BOOLEAN NOT NULL DEFAULT false,
    "comment" TEXT NOT NULL DEFAULT '',
    "picked_at" TIMESTAMP(3),

    CONSTRAINT "package_items_pkey" PRIMARY KEY ("package_id","profile_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "packages_link_token_hash_key" ON "packages"("link_token_hash");

-- CreateIndex
CREATE INDEX "packages_owner_id_updated_at_idx" ON "packages"("owner_id", "updated_at");

-- CreateIndex
CREATE INDEX "package_items_profile_id_idx" ON "package_items"("profile_id");

-- AddForeignKey
ALTER TABLE "packages" ADD CONSTRAINT "packages_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
