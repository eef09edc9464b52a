CREATE TABLE "sample_dispatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_request_id" integer NOT NULL,
	"courier" varchar(100) NOT NULL,
	"tracking_number" varchar(100) NOT NULL,
	"dispatched_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_dispatches_sample_request_id_unique" UNIQUE("sample_request_id")
);
--> statement-breakpoint
ALTER TABLE "sample_dispatches" ADD CONSTRAINT "sample_dispatches_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;