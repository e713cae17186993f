-- Issue 38: a round trip's automatic tags, from its opening signal (the alert's `tags`, the
-- strategy or the copy leader that emitted it): ledger/round-trips.ts AUTO_TAGS, same words.
ALTER TABLE "round_trips" ADD COLUMN "auto_tags" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
UPDATE "round_trips" AS trips SET "auto_tags" = coalesce((select array(select jsonb_array_elements_text(g.payload->'tags'))
    from signals g where g.id = trips.signal_id and jsonb_typeof(g.payload->'tags') = 'array'),
  '{}')
WHERE trips.signal_id IS NOT NULL;
