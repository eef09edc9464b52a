CREATE TABLE "overdue_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
