CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" varchar(200),
	"addis_ababa_address" varchar(300),
	"washington_office" varchar(300),
	"phone" varchar(50),
	"sales_email" varchar(255),
	"business_hours" varchar(300),
	"facebook_url" varchar(500),
	"instagram_url" varchar(500),
	"linkedin_url" varchar(500),
	"export_licence_number" varchar(60),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
-- The one row, with the business hours the spec gives (section 2, home contact section); every
-- other fact waits for the exporter to set it in the desk.
INSERT INTO "site_settings" ("id", "business_hours") VALUES (1, E'Mon-Fri 7:00 AM-6:00 PM EST\nSat-Sun 8:00 AM-4:00 PM EST') ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The order the section showed them in until now: customers, then partners, each by name.
UPDATE "partners" SET "position" = "ordered"."n"
FROM (SELECT "id", row_number() OVER (ORDER BY "type", "name") AS "n" FROM "partners") AS "ordered"
WHERE "partners"."id" = "ordered"."id";
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"role" varchar(120) NOT NULL,
	"badge" varchar(40) NOT NULL,
	"bio" text NOT NULL,
	"email" varchar(255),
	"social" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
-- The team as content/placeholders.ts gave it (placeholders until the company supplies its own);
-- from here on the desk writes it.
INSERT INTO "team_members" ("slug", "name", "role", "badge", "bio", "email", "social", "position") VALUES
('tesfaye-bekele', 'Tesfaye Bekele', 'Founder & Chief Executive', 'Founder', 'Tesfaye started buying cherry in Limmu and Yirgacheffe in 2002 and built the group’s interest-free loan programme with its first farmers. He founded Abyssinia Green Coffee in December 2021 to sell the group’s coffee directly to roasters, and still spends the harvest at the stations.', 'tesfaye@abyssiniagreencoffee.com', '[]'::jsonb, 0),
('hirut-alemu', 'Hirut Alemu', 'Head of Quality', 'Quality', 'Hirut is a licensed Q Arabica Grader and runs our cupping lab in Addis Ababa. Her team cups every day-lot from our stations, sets the grade of each export lot and signs off pre-shipment samples.', 'hirut@abyssiniagreencoffee.com', '[]'::jsonb, 1),
('dawit-tadesse', 'Dawit Tadesse', 'Director of Sourcing, Yirgacheffe & Guji', 'Sourcing', 'An agronomist from Dilla, Dawit manages our washing stations in Gedeo and Guji: cherry buying, fermentation schedules and drying. He knows most of the station managers by their first names and many of the farmers too.', 'dawit@abyssiniagreencoffee.com', '[]'::jsonb, 2),
('meron-getachew', 'Meron Getachew', 'Head of Sales, North America', 'Sales', 'Meron works with roasters and importers from our Washington D.C. office: offers, samples, contracts and shipping schedules. Before joining us she bought green coffee for a specialty roaster for eight years.', 'meron@abyssiniagreencoffee.com', '[]'::jsonb, 3),
('samuel-girma', 'Samuel Girma', 'Logistics & Export Manager', 'Logistics', 'Samuel runs our warehouses and truck fleet and handles every export document, from quality certificates to bills of lading, so containers leave Djibouti on the booked vessel.', 'samuel@abyssiniagreencoffee.com', '[]'::jsonb, 4),
('selamawit-haile', 'Selamawit Haile', 'Farmer Programs Lead', 'Impact', 'Selamawit leads pre-harvest financing, training in picking and drying, and the quality premium programme. She spends most of the year in the field with farmer groups and cooperatives.', 'selamawit@abyssiniagreencoffee.com', '[]'::jsonb, 5);
