ALTER TABLE "origin_trip_requests" ADD COLUMN "reference" varchar(16);--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "reference" varchar(16);--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "reference" varchar(16);