CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(16) NOT NULL,
	"quote_request_id" integer NOT NULL,
	"price_per_lb" numeric(10, 2) NOT NULL,
	"price_basis" varchar(20) NOT NULL,
	"basis_place" varchar(255),
	"quantity_bags" integer NOT NULL,
	"shipment_period" varchar(100) NOT NULL,
	"payment_terms" varchar(255) NOT NULL,
	"valid_until" date NOT NULL,
	"message" text,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"accepted_by" varchar(255),
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_quote_request_id_idx" ON "proposals" USING btree ("quote_request_id");