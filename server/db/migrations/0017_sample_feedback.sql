CREATE TABLE "sample_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_dispatch_id" integer NOT NULL,
	"cup_score" double precision NOT NULL,
	"notes" text,
	"wants_quote" boolean DEFAULT false NOT NULL,
	"quote_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_feedback_sample_dispatch_id_unique" UNIQUE("sample_dispatch_id")
);
--> statement-breakpoint
ALTER TABLE "sample_dispatches" ADD COLUMN "feedback_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_feedback" ADD CONSTRAINT "sample_feedback_sample_dispatch_id_sample_dispatches_id_fk" FOREIGN KEY ("sample_dispatch_id") REFERENCES "public"."sample_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_feedback" ADD CONSTRAINT "sample_feedback_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;