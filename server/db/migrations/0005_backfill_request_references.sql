-- Custom migration: every request stored before references existed gets one of the same shape as
-- server/modules/requests/reference.ts makes (prefix, two groups of four Crockford base32
-- characters, e.g. Q-7K3M-9P2X). random() is evaluated per row and per character; the loop draws
-- again for any row whose reference another row already has, until none is left, so that the
-- unique constraint of the next migration holds.
DO $$
DECLARE
  request record;
  letter constant text := 'substr(''0123456789ABCDEFGHJKMNPQRSTVWXYZ'', 1 + floor(random() * 32)::int, 1)';
  four_letters constant text := concat_ws(' || ', letter, letter, letter, letter);
  redrawn integer;
BEGIN
  FOR request IN
    SELECT * FROM (VALUES ('quote_requests', 'Q'), ('sample_requests', 'S'), ('origin_trip_requests', 'T')) AS kinds(tbl, prefix)
  LOOP
    LOOP
      EXECUTE format(
        'UPDATE %1$I SET reference = %2$L || ''-'' || %3$s || ''-'' || %3$s
          WHERE reference IS NULL
             OR id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY reference ORDER BY id) AS nth FROM %1$I) ranked WHERE nth > 1)',
        request.tbl, request.prefix, four_letters);
      GET DIAGNOSTICS redrawn = ROW_COUNT;
      EXIT WHEN redrawn = 0;
    END LOOP;
  END LOOP;
END $$;
