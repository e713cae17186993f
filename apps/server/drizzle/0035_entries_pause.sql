-- Issue 37: the pause switch — a paused account (or every account of a paused user) opens and
-- adds to no position; orders that reduce one still execute — and the daily loss limit.
ALTER TABLE "accounts" ADD COLUMN "entries_paused" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entries_paused" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The daily loss limit (USD): reached, the account takes no entries until its owner's day ends.
ALTER TABLE "accounts" ADD COLUMN "daily_loss_limit" numeric(38, 18);
--> statement-breakpoint
-- The signal pipeline caches the owner's time zone with the account it validates on.
CREATE TRIGGER notification_preferences_changed
  AFTER INSERT OR UPDATE OF time_zone OR DELETE OR TRUNCATE ON notification_preferences
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
