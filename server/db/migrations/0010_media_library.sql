CREATE TABLE "media_images" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"source_type" varchar(10) NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"jpeg_width" integer NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" varchar(24) NOT NULL,
	"place_kind" varchar(20) NOT NULL,
	"place_key" varchar(100) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_usages" ADD CONSTRAINT "media_usages_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_images_created_at_idx" ON "media_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_usages_image_id_idx" ON "media_usages" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_usages_place_position_idx" ON "media_usages" USING btree ("place_kind","place_key","position");