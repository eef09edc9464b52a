ALTER TABLE "offers" ADD COLUMN "crop_year" varchar(7);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "moisture_percent" double precision;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "water_activity" double precision;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "density_g_per_l" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "screen_size" varchar(5);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "defects_per_350g" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "bag_size_kg" double precision;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "packaging" varchar(255);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "position" varchar(20);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "shipment_month" varchar(7);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "eta" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_basis" varchar(20);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "bags_remaining" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "minimum_order_bags" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "certifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "other_certifications" varchar(255);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "washing_station" varchar(255);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "altitude_min_m" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "altitude_max_m" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "traceability_batch" varchar(64);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "farm_plots" jsonb;