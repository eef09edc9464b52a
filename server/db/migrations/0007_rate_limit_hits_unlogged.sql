-- Rate-limit counters are not worth a disk flush: an unlogged table writes no WAL, so a form's
-- counter commits without waiting for one while every other form from the same address waits on
-- its row (issue 13). A crash empties it, and a standby does not have it; both reset the counts,
-- which only lets a few more requests through for one window (decision 027).
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
