ALTER TABLE "partners" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The order the section showed them in until now: customers, then partners, each by name.
UPDATE "partners" SET "position" = "ordered"."n"
FROM (SELECT "id", row_number() OVER (ORDER BY "type", "name") AS "n" FROM "partners") AS "ordered"
WHERE "partners"."id" = "ordered"."id";
