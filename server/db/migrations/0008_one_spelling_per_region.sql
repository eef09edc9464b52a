-- Custom migration (issue 47): one spelling per region, the one the spec uses most: Nekemt (not
-- Nekemet), Limmu (not Limu), Sidamo (not Sidama). Rows stored before are rewritten: the regions
-- of lots, catalogue rows and requests ('Limmu' alone becomes the lot region 'Jimma/Limmu'), and
-- the names and words around them. The Sidama Coffee Farmers Cooperative Union keeps its own name.
CREATE FUNCTION pg_temp.one_spelling(words text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(words,
    '\mNekemet\M', 'Nekemt', 'g'),
    '\mLimu\M', 'Limmu', 'g'),
    '\mSidama\M(?! Coffee Farmers Cooperative Union)', 'Sidamo', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.one_region(region text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pg_temp.one_spelling(region) IN ('Limmu', 'Jimma Limmu', 'Jimma-Limmu')
    THEN 'Jimma/Limmu' ELSE left(pg_temp.one_spelling(region), 100) END
$$;
--> statement-breakpoint
UPDATE "offers" SET
  "region" = pg_temp.one_region("region"),
  "name" = left(pg_temp.one_spelling("name"), 255),
  "farm" = left(pg_temp.one_spelling("farm"), 255),
  "producer" = left(pg_temp.one_spelling("producer"), 255),
  "variety" = left(pg_temp.one_spelling("variety"), 255),
  "washing_station" = left(pg_temp.one_spelling("washing_station"), 255),
  "description" = pg_temp.one_spelling("description")
WHERE concat_ws(' ', "region", "name", "farm", "producer", "variety", "washing_station", "description")
  ~ '\m(Nekemet|Limu|Sidama|Limmu)\M';
--> statement-breakpoint
UPDATE "coffee_catalog" SET
  "region" = pg_temp.one_region("region"),
  "variety" = left(pg_temp.one_spelling("variety"), 100)
WHERE concat_ws(' ', "region", "variety") ~ '\m(Nekemet|Limu|Sidama|Limmu)\M';
--> statement-breakpoint
UPDATE "quote_requests" SET
  "region" = left(pg_temp.one_spelling("region"), 100),
  "coffee_name" = left(pg_temp.one_spelling("coffee_name"), 255)
WHERE concat_ws(' ', "region", "coffee_name") ~ '\m(Nekemet|Limu|Sidama)\M';
--> statement-breakpoint
UPDATE "sample_requests" SET
  "coffee_region" = pg_temp.one_region("coffee_region"),
  "coffee_variety" = left(pg_temp.one_spelling("coffee_variety"), 100)
WHERE concat_ws(' ', "coffee_region", "coffee_variety") ~ '\m(Nekemet|Limu|Sidama|Limmu)\M';
