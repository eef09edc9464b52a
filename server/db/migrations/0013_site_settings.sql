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
