-- Issue 38: a stop the owner sets on a round trip after the fact (the journal's), from which its R
-- is read when the alert that opened it set none, or instead of the alert's.
ALTER TABLE "journal_entries" ADD COLUMN "stop_price" numeric;
