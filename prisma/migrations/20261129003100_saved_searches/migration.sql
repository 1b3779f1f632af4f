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
    "text_signs" TEXT[],
    "paused_at" TIMESTAMP(3),
    "matched_until" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "saved_search_hits" (
    "id" SERIAL NOT NULL,
    "saved_search_id" INTEGER NOT NULL,
    "run_at" TIMESTAMP(3) NOT NULL,
    "found" INTEGER NOT NULL,
    "item_ids" INTEGER[],
    "digested_at" TIMESTAMP(3),

    CONSTRAINT "saved_search_hits_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "saved_searches_user_id_created_at_idx" ON "saved_searches"("user_id", "created_at");
CREATE INDEX "saved_searches_kind_paused_at_idx" ON "saved_searches"("kind", "paused_at");
CREATE INDEX "saved_search_hits_saved_search_id_run_at_idx" ON "saved_search_hits"("saved_search_id", "run_at");
CREATE INDEX "saved_search_hits_digested_at_run_at_idx" ON "saved_search_hits"("digested_at", "run_at");

ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_fkey" FOREIGN KEY ("saved_search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every start of a casting's words up to 8 characters: a saved search's text can only match a
-- casting whose starts hold all the search's signs (lib/text/search-query.ts toSearchSigns),
-- which the matching job finds with a join on equal strings before it checks the full query.
CREATE FUNCTION cnm_search_prefixes(vector tsvector) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(lexeme, n)), '{}')
  FROM unnest(tsvector_to_array(vector)) AS lexeme,
       generate_series(1, least(char_length(lexeme), 8)) AS n
$$;
