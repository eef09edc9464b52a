ALTER TABLE "origin_trip_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "origin_trip_requests" ADD CONSTRAINT "origin_trip_requests_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_reference_unique" UNIQUE("reference");