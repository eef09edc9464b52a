-- Issue 47, decision 061: a lot's altitude is its range in metres, never a second free-text value,
-- and its moisture and density can be marked as figures of a pre-shipment sample. A lot whose
-- altitude was only written out ('1,950-2,200 m', '2,050 m', '1800 to 2000 masl') keeps it as its
-- range, when the heights lie within the range the offer form takes (500-3,500 m); feet are left.
ALTER TABLE "offers" ADD COLUMN "pre_shipment_figures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
WITH "written" AS (
  SELECT "id", regexp_match(replace("altitude", ',', ''), '(\d{3,4})(?:\s*(?:-|–|to)\s*(\d{3,4}))?') AS "heights"
  FROM "offers"
  WHERE "altitude_min_m" IS NULL AND "altitude_max_m" IS NULL AND "altitude" !~* '\m(ft|feet)\M'
), "ranges" AS (
  SELECT "id", least("heights"[1]::integer, coalesce("heights"[2], "heights"[1])::integer) AS "low",
    greatest("heights"[1]::integer, coalesce("heights"[2], "heights"[1])::integer) AS "high"
  FROM "written" WHERE "heights" IS NOT NULL
)
UPDATE "offers" SET "altitude_min_m" = "ranges"."low", "altitude_max_m" = "ranges"."high"
FROM "ranges"
WHERE "offers"."id" = "ranges"."id" AND "ranges"."low" >= 500 AND "ranges"."high" <= 3500;--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "altitude";
