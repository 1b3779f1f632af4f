-- Saved searches and their alerts (issue #29, ADR 0051).
CREATE TYPE "SavedSearchKind" AS ENUM ('castings');

ALTER TABLE "users" ADD COLUMN "alert_emails_off_at" TIMESTAMP(3);
ALTER TABLE "outbox_messages" ADD COLUMN "headers" JSONB;

CREATE TABLE "saved_searches" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" "SavedSearchKind" NOT NULL,
    "name" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "filters" JSONB NOT NULL,
    "text_query" TEXT,
    "paused_at" TIMESTAMP(3),
    "matched_until" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "saved_search_matches" (
    "saved_search_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "matched_at" TIMESTAMP(3) NOT NULL,
    "digested_at" TIMESTAMP(3),

    CONSTRAINT "saved_search_matches_pkey" PRIMARY KEY ("saved_search_id","item_id")
);

CREATE INDEX "saved_searches_user_id_created_at_idx" ON "saved_searches"("user_id", "created_at");
CREATE INDEX "saved_searches_kind_paused_at_idx" ON "saved_searches"("kind", "paused_at");
CREATE INDEX "saved_search_matches_digested_at_matched_at_idx" ON "saved_search_matches"("digested_at", "matched_at");

ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_fkey" FOREIGN KEY ("saved_search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
