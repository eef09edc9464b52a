-- Custom migration (issue 47, decision 060): the reference is the id of a request in the whole API,
-- contact messages get one too, and every mail of a request names it in the outbox, so that
-- deleting the request deletes its mails.
--
-- 1. Every contact message stored before gets a C- reference of the shape
--    server/modules/requests/reference.ts draws (as 0005 did for the requests): random() per row
--    and per character, drawn again for any row whose reference another already has.
ALTER TABLE "contacts" ADD COLUMN "reference" varchar(16);--> statement-breakpoint
DO $$
DECLARE
  letter constant text := 'substr(''0123456789ABCDEFGHJKMNPQRSTVWXYZ'', 1 + floor(random() * 32)::int, 1)';
  four_letters constant text := concat_ws(' || ', letter, letter, letter, letter);
  redrawn integer;
BEGIN
  LOOP
    EXECUTE format(
      'UPDATE contacts SET reference = ''C-'' || %1$s || ''-'' || %1$s
        WHERE reference IS NULL
           OR id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY reference ORDER BY id) AS nth FROM contacts) ranked WHERE nth > 1)',
      four_letters);
    GET DIAGNOSTICS redrawn = ROW_COUNT;
    EXIT WHEN redrawn = 0;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_reference_unique" UNIQUE("reference");--> statement-breakpoint
-- 2. The outbox learns which request each mail is about.
ALTER TABLE "outbox" ADD COLUMN "request_reference" varchar(16);--> statement-breakpoint
CREATE INDEX "outbox_request_reference_idx" ON "outbox" USING btree ("request_reference");--> statement-breakpoint
-- 3. Mails queued before name their request only in the subject, which the app has always begun
--    the same way: "Quote request Q-7K3M-9P2X: ...", "Your quote request Q-7K3M-9P2X: ...", and
--    "#12" in place of the reference before references existed. The words before the name and
--    the table they name:
CREATE FUNCTION pg_temp.named_in(subject text, kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substring(subject FROM '^(?:' || CASE kind
    WHEN 'quote_requests' THEN 'Quote request|Your quote request'
    WHEN 'sample_requests' THEN 'Sample request|Your sample request'
    WHEN 'origin_trip_requests' THEN 'Origin trip request|Your origin trip request'
    WHEN 'contacts' THEN 'Contact message|We received your message'
  END || ') (#[0-9]{1,9}|[QSTC]-[0-9A-Z]{4}-[0-9A-Z]{4})(?::| from |$)')
$$;
--> statement-breakpoint
DO $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['quote_requests', 'sample_requests', 'origin_trip_requests', 'contacts']
  LOOP
    EXECUTE format(
      'UPDATE outbox SET request_reference = named.reference
        FROM (SELECT mail.id, record.reference
                FROM (SELECT id, pg_temp.named_in(subject, %1$L) AS name FROM outbox
                       WHERE request_reference IS NULL AND kind IN (''sales-note'', ''confirmation'')) mail
                JOIN %1$I record
                  ON record.reference = mail.name
                  OR record.id = CASE WHEN mail.name LIKE ''#%%'' THEN substr(mail.name, 2)::integer END) named
       WHERE outbox.id = named.id',
      kind);
  END LOOP;
END $$;
--> statement-breakpoint
-- 4. A mail that names a quote, sample or trip request no longer stored is what a delete left
--    behind: it goes now, as the copies of a deleted request go from here on.
DELETE FROM outbox
WHERE request_reference IS NULL
  AND kind IN ('sales-note', 'confirmation')
  AND coalesce(
    pg_temp.named_in(subject, 'quote_requests'),
    pg_temp.named_in(subject, 'sample_requests'),
    pg_temp.named_in(subject, 'origin_trip_requests')) IS NOT NULL;
