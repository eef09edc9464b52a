CREATE TABLE "farmer_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"farmer_name" varchar(120) NOT NULL,
	"farmer_wife" varchar(120) NOT NULL,
	"village" varchar(120) NOT NULL,
	"region" varchar(120) NOT NULL,
	"altitude" varchar(60) NOT NULL,
	"land_size" varchar(60) NOT NULL,
	"production" varchar(200) NOT NULL,
	"cherry_price" varchar(200) NOT NULL,
	"children" integer NOT NULL,
	"school_children" integer NOT NULL,
	"walk_to_school" varchar(60) NOT NULL,
	"pick_season" varchar(60) NOT NULL,
	"farming_experience" varchar(60) NOT NULL,
	"story" text NOT NULL,
	"challenges" text NOT NULL,
	"impact" text NOT NULL,
	"farming_practices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmer_stories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "photo_galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" varchar(120) NOT NULL,
	"category" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_galleries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
-- The farmer content/farmers.ts and content/farmer-stories.ts told of; from here on the desk writes them.
INSERT INTO "farmer_stories" ("slug", "farmer_name", "farmer_wife", "village", "region", "altitude", "land_size", "production", "cherry_price", "children", "school_children", "walk_to_school", "pick_season", "farming_experience", "story", "challenges", "impact", "farming_practices", "position") VALUES
('tamiru-dube', 'Tamiru Dube', 'Almaz Bekele', 'Chelchele', 'Gedeb, Yirgacheffe', '2,050 m', '1.5 hectares', 'About 3,600 kg of red cherry a season (roughly 620 kg of green coffee)', 'ETB 110 per kg of red cherry at the 2024/25 harvest, plus a quality premium', 5, 4, '40 minutes each way', 'October to January', '26 years', 'Tamiru inherited half a hectare of coffee from his father in 1999 and has planted the rest himself, one terrace at a time, under enset and old Cordia shade trees. He and Almaz pick the farm in six or seven rounds through the harvest, taking only the red cherry, and carry it to the Chelchele washing station the same afternoon. Their coffee goes into the station’s washed day-lots, and in two of the last three harvests their delivery days cupped above 88.', 'The months before the harvest are the hardest: the last season’s money is gone, school fees fall due and traders offer cash for cherry that is not yet ripe. Many of his trees are over 30 years old and yield less each year, and heavier rains in recent seasons have brought more coffee berry disease to the lower part of the farm.', 'An interest-free loan each August means the family no longer sells cherry early. With the quality premium, Tamiru has replaced a quarter of his oldest trees with seedlings from the station nursery and paid for his eldest daughter to start at Dilla University.', '["Selective picking of fully red cherry only, in six or seven rounds","Shade from enset, Cordia africana and Millettia trees","Compost from coffee pulp returned to the farm","Stumping and replanting old trees in rotation","No synthetic fertiliser or pesticide","Delivery to the washing station on the day of picking"]'::jsonb, 0);
--> statement-breakpoint
-- The four galleries of content/gallery-pictures.ts, one per category; from here on the desk writes them.
INSERT INTO "photo_galleries" ("slug", "title", "category", "description", "position") VALUES
('farm-life', 'Farm Life', 'Farm Life', 'The harvest from October to January in the gardens of Yirgacheffe, Guji and Limmu, where coffee grows under enset and native shade trees at 1,800 to 2,300 metres.', 0),
('processing', 'Processing', 'Processing', 'From cherry to export-ready green coffee: pulping within 12 hours, fermentation of 12-24 hours, 10-15 days on raised beds and a final moisture of 10-12%.', 1),
('quality', 'Quality', 'Quality', 'Every day-lot is cupped before it is graded, and every export lot again before it ships. Green grading counts defects and checks screen size and moisture.', 2),
('events', 'Events', 'Events', 'Origin trips, cuppings with visiting roasters and the coffee ceremony that opens every one of them.', 3);
--> statement-breakpoint
-- Photographs added to a gallery were kept under its category; a gallery's place is now its slug.
UPDATE "media_usages" SET "place_key" = CASE "place_key" WHEN 'Farm Life' THEN 'farm-life' WHEN 'Processing' THEN 'processing' WHEN 'Quality' THEN 'quality' WHEN 'Events' THEN 'events' END
WHERE "place_kind" = 'gallery' AND "place_key" IN ('Farm Life', 'Processing', 'Quality', 'Events');
