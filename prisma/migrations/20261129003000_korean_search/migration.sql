-- Search as Koreans type it (issue #29, ADR 0050): a Korean name or word is found from any
-- part of it ("태희" finds 오태희, "수동" finds 성수동) and from its initial consonants
-- ("ㅇㅌㅎ" finds 오태희). The 'simple' parser only splits on spaces, so a tsquery prefix finds
-- a word from its start only. cnm_search_grams() adds, for every word holding Hangul, each
-- two-character piece of it and its last character, and the same for its initials; a query
-- word then matches when all its pieces do (apps/api/src/lib/text/search-query.ts builds
-- the query from the same rule). Latin words stay whole: their prefixes already work.

CREATE FUNCTION cnm_search_grams(input text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  word text;
  initials text;
  code int;
  grams text[] := '{}';
  i int;
BEGIN
  FOREACH word IN ARRAY regexp_split_to_array(lower(input), '[[:space:][:punct:]]+') LOOP
    CONTINUE WHEN word = '' OR word !~ '[가-힣ㄱ-ㅎ]';
    initials := '';
    FOR i IN 1..char_length(word) LOOP
      code := ascii(substr(word, i, 1));
      IF code BETWEEN 44032 AND 55203 THEN
        initials := initials || substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (code - 44032) / 588 + 1, 1);
      END IF;
    END LOOP;
    FOR i IN 1..char_length(word) - 1 LOOP
      grams := grams || substr(word, i, 2);
    END LOOP;
    grams := grams || right(word, 1);
    IF initials <> '' THEN
      FOR i IN 1..char_length(initials) - 1 LOOP
        grams := grams || substr(initials, i, 2);
      END LOOP;
      grams := grams || right(initials, 1);
    END IF;
  END LOOP;
  RETURN array_to_tsvector(grams);
END
$$;

-- Model profiles: the stage name and keywords get the pieces; the bio keeps whole words.
DROP INDEX "model_profiles_search_vector_idx";
ALTER TABLE "model_profiles" DROP COLUMN "search_vector";
ALTER TABLE "model_profiles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, "stage_name"), 'A') ||
    setweight(to_tsvector('simple'::regconfig, "keyword_text"), 'B') ||
    setweight(to_tsvector('simple'::regconfig, "bio"), 'C') ||
    cnm_search_grams("stage_name" || ' ' || "keyword_text")
) STORED;
CREATE INDEX "model_profiles_search_vector_idx" ON "model_profiles" USING GIN ("search_vector");

-- Castings: the title, the company and now the place of the shoot get the pieces.
DROP INDEX "castings_search_vector_idx";
ALTER TABLE "castings" DROP COLUMN "search_vector";
ALTER TABLE "castings" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('simple'::regconfig, "company_name"), 'B') ||
    setweight(to_tsvector('simple'::regconfig, "product_categories" || ' ' || "other_content" || ' ' || "location_of_filming"), 'C') ||
    cnm_search_grams("title" || ' ' || "company_name" || ' ' || "location_of_filming")
) STORED;
CREATE INDEX "castings_search_vector_idx" ON "castings" USING GIN ("search_vector");
