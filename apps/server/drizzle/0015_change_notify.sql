-- What the in-memory read caches hold (who a token or session is, the account lists) is read
-- from these tables. Any change to them, from any instance or code path, says so on one channel
-- when its transaction commits; every instance then drops its caches (ChangeClock). One NOTIFY
-- per transaction (PostgreSQL folds repeats), and these tables change rarely.
CREATE FUNCTION pulso_cached_tables_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pulso_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
--> statement-breakpoint
CREATE TRIGGER roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
--> statement-breakpoint
-- A token's last use (written at most once a minute per token) changes nothing cached.
CREATE TRIGGER api_tokens_changed
  AFTER UPDATE OF user_id, token_hash, revoked_at OR DELETE OR TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
--> statement-breakpoint
CREATE TRIGGER exchanges_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchanges
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
--> statement-breakpoint
CREATE TRIGGER account_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_lists
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
--> statement-breakpoint
CREATE TRIGGER account_list_members_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_list_members
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_cached_tables_changed();
