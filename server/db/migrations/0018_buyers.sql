CREATE TABLE "buyer_keys" (
	"kind" varchar(10) NOT NULL,
	"value" varchar(255) NOT NULL,
	"buyer_id" integer NOT NULL,
	CONSTRAINT "buyer_keys_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"email_domain" varchar(255),
	"country" varchar(100),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "origin_trip_requests" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "buyer_keys" ADD CONSTRAINT "buyer_keys_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_keys_buyer_id_idx" ON "buyer_keys" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyers_created_at_idx" ON "buyers" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_trip_requests" ADD CONSTRAINT "origin_trip_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_buyer_id_idx" ON "contacts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "origin_trip_requests_buyer_id_idx" ON "origin_trip_requests" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "quote_requests_buyer_id_idx" ON "quote_requests" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "sample_requests_buyer_id_idx" ON "sample_requests" USING btree ("buyer_id");--> statement-breakpoint
-- Decision 068: how a filed request finds its buyer, in the database so that the filing's one
-- statement (decision 042) and this migration's backfill run the same rule.
-- The email's domain, lower case; null for a free-mail provider, whose users are not one company.
CREATE FUNCTION "buyer_email_domain"(email text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN d = '' OR d = ANY (ARRAY[
    'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr',
    'live.com', 'msn.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'ymail.com', 'icloud.com',
    'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de',
    'gmx.net', 'web.de', 'mail.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'zoho.com', 'qq.com',
    '163.com', '126.com', 'fastmail.com', 'tutanota.com', 'hey.com'
  ]) THEN NULL ELSE d END
  FROM (SELECT lower(btrim(coalesce(substring(email FROM '@([^@]*)$'), ''))) AS d) AS domain
$$;
--> statement-breakpoint
-- A company name as it is compared: lower case, dots dropped (S.A. is SA), other punctuation and
-- spaces run together, a trailing legal form left off ("Blue Roastery, Inc." and "blue roastery"
-- are one); null when nothing is left.
CREATE FUNCTION "buyer_name_key"(company text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(regexp_replace(
    btrim(regexp_replace(replace(lower(coalesce(company, '')), '.', ''), '[[:space:][:punct:]]+', ' ', 'g')),
    '( (inc|incorporated|ltd|limited|llc|plc|gmbh|ag|bv|nv|sa|sarl|srl|spa|co|corp|corporation|company|pty|plc))+$',
    ''), '')
$$;
--> statement-breakpoint
-- The buyer of a request from `from_email` at `of_company` in `in_country`: the one its business
-- domain leads to, else the one its company name leads to, else a new one (named after the
-- company, or the domain when none is given); null when it has neither (a free-mail contact
-- message). The keys it came with then lead to that buyer too, unless another buyer holds them.
CREATE FUNCTION "buyer_for"(from_email text, of_company text, in_country text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  the_domain text := buyer_email_domain(from_email);
  the_name text := buyer_name_key(of_company);
  the_company text := left(nullif(btrim(of_company), ''), 255);
  the_country text := left(nullif(btrim(in_country), ''), 100);
  matched integer;
BEGIN
  IF the_domain IS NULL AND the_name IS NULL THEN
    RETURN NULL;
  END IF;
  -- The buyer is held (FOR KEY SHARE) until the request is stored: a merge or delete of it waits,
  -- and one that went first has moved or dropped its keys, so the lookup is made again.
  LOOP
    SELECT k.buyer_id INTO matched FROM buyer_keys k
      WHERE (k.kind = 'domain' AND k.value = the_domain) OR (k.kind = 'name' AND k.value = the_name)
      ORDER BY k.kind = 'domain' DESC LIMIT 1;
    EXIT WHEN matched IS NULL;
    PERFORM 1 FROM buyers WHERE id = matched FOR KEY SHARE;
    EXIT WHEN FOUND;
  END LOOP;
  IF matched IS NULL THEN
    INSERT INTO buyers (company_name, email_domain, country)
      VALUES (coalesce(the_company, left(the_domain, 255)), left(the_domain, 255), the_country)
      RETURNING id INTO matched;
  ELSE
    -- What the buyer does not know yet: a company name for one named after its domain, a domain,
    -- a country. What it knows (or the desk set) stays.
    UPDATE buyers SET
        company_name = CASE WHEN company_name = email_domain AND the_company IS NOT NULL
          THEN the_company ELSE company_name END,
        email_domain = coalesce(email_domain, left(the_domain, 255)),
        country = coalesce(country, the_country)
      WHERE id = matched AND ((company_name = email_domain AND the_company IS NOT NULL)
        OR (email_domain IS NULL AND the_domain IS NOT NULL)
        OR (country IS NULL AND the_country IS NOT NULL));
  END IF;
  INSERT INTO buyer_keys (kind, value, buyer_id)
    SELECT k.kind, left(k.value, 255), matched
    FROM (VALUES ('domain', the_domain), ('name', the_name)) AS k(kind, value)
    WHERE k.value IS NOT NULL
    ON CONFLICT (kind, value) DO NOTHING;
  RETURN matched;
END
$$;
--> statement-breakpoint
-- Every request and contact message filed before this migration, oldest first, as if filed now.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT 'quote' AS kind, id, email, company, country, created_at AS received FROM quote_requests
    UNION ALL SELECT 'sample', id, email, company_name, country, created_at FROM sample_requests
    UNION ALL SELECT 'trip', id, email, company, country, submitted_at FROM origin_trip_requests
    UNION ALL SELECT 'contact', id, email, NULL, NULL, created_at FROM contacts
    ORDER BY received, kind, id
  LOOP
    IF r.kind = 'quote' THEN
      UPDATE quote_requests SET buyer_id = buyer_for(r.email, r.company, r.country) WHERE id = r.id;
    ELSIF r.kind = 'sample' THEN
      UPDATE sample_requests SET buyer_id = buyer_for(r.email, r.company, r.country) WHERE id = r.id;
    ELSIF r.kind = 'trip' THEN
      UPDATE origin_trip_requests SET buyer_id = buyer_for(r.email, r.company, r.country) WHERE id = r.id;
    ELSE
      UPDATE contacts SET buyer_id = buyer_for(r.email, NULL, NULL) WHERE id = r.id;
    END IF;
  END LOOP;
END
$$;
