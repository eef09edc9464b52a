CREATE TABLE "request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_reference" varchar(16) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20),
	"notified" boolean DEFAULT false NOT NULL,
	"note" text,
	"actor" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX "request_events_request_reference_idx" ON "request_events" USING btree ("request_reference","created_at");--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");