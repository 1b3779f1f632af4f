-- English names tolerate one typo (issue #29, ADR 0050 addendum): "jenifer" finds Jennifer,
-- "jennfier" and "jenniffer" too. cnm_search_grams() now also keeps, for every Latin word of 4
-- to 20 letters, the word and each form of it with one letter left out, marked with '~' so they
-- never meet an ordinary prefix query; a query word of 5 or more letters matches when it or one
-- of its own one-letter-less forms is among them (apps/api/src/lib/text/search-query.ts):
-- a letter left out, added, changed or two swapped. Korean words are unchanged (ADR 0050).

CREATE OR REPLACE FUNCTION cnm_search_grams(input text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  word text;
  initials text;
  code int;
  grams text[] := '{}';
  i int;
BEGIN
  FOREACH word IN ARRAY regexp_split_to_array(lower(input), '[[:space:][:punct:]]+') LOOP
    CONTINUE WHEN word = '';
    IF word ~ '^[a-z]{4,20}$' THEN
      grams := grams || ('~' || word);
      FOR i IN 1..char_length(word) LOOP
        grams := grams || ('~' || left(word, i - 1) || substr(word, i + 1));
      END LOOP;
      CONTINUE;
    END IF;
    CONTINUE WHEN word !~ '[가-힣ㄱ-ㅎ]';
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

-- A stored generated column keeps what the old function made until its row is written again.
UPDATE "model_profiles" SET "stage_name" = "stage_name";
UPDATE "castings" SET "title" = "title";
