ALTER TABLE "live_tickets" ADD COLUMN "session_epoch" integer;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD COLUMN "api_token_id" uuid;--> statement-breakpoint
-- A stream's rights are those REST grants now (LiveHub re-checks each stream's credential from the
-- same cached facts the authenticator reads). A change to them writes user.changed — not for
-- clients — so every instance re-checks that user's streams at once, even when nothing else
-- happens: a deactivation, a new role, sessions ended (the epoch), a token revoked or deleted.
-- It replaces user.deactivated. Tickets now keep what they were asked for with (a session's epoch
-- or an API token), never the token itself.
DROP TRIGGER live_users_deactivated ON users;
--> statement-breakpoint
DROP FUNCTION live_users_deactivated();
--> statement-breakpoint
CREATE FUNCTION live_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, owner_id, data)
  SELECT 'user.changed', n.id, jsonb_build_object('userId', n.id)
  FROM nt n JOIN ot o ON o.id = n.id
  WHERE o.is_active IS DISTINCT FROM n.is_active OR o.role_id IS DISTINCT FROM n.role_id
     OR o.session_epoch IS DISTINCT FROM n.session_epoch;
  -- Sign-ins and profile edits change users too: only these wake the instances.
  IF FOUND THEN
    PERFORM pg_notify('pulso_live', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_users_changed AFTER UPDATE ON users
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_users_changed();
--> statement-breakpoint
CREATE FUNCTION live_api_tokens_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, owner_id, data)
    SELECT DISTINCT 'user.changed', o.user_id, jsonb_build_object('userId', o.user_id)
    FROM ot o WHERE o.revoked_at IS NULL;
  ELSE
    -- A token's last use is written at most once a minute: only a revocation is an event.
    INSERT INTO live_events (type, owner_id, data)
    SELECT DISTINCT 'user.changed', o.user_id, jsonb_build_object('userId', o.user_id)
    FROM nt n JOIN ot o ON o.id = n.id
    WHERE (o.revoked_at IS NULL AND n.revoked_at IS NOT NULL) OR o.user_id <> n.user_id
       OR o.token_hash <> n.token_hash;
  END IF;
  IF FOUND THEN
    PERFORM pg_notify('pulso_live', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_api_tokens_updated AFTER UPDATE ON api_tokens
  REFERENCING OLD TABLE AS ot NEW TABLE AS nt
  FOR EACH STATEMENT EXECUTE FUNCTION live_api_tokens_changed();
--> statement-breakpoint
CREATE TRIGGER live_api_tokens_deleted AFTER DELETE ON api_tokens
  REFERENCING OLD TABLE AS ot
  FOR EACH STATEMENT EXECUTE FUNCTION live_api_tokens_changed();
