-- Issue 36: a deleted account's working orders end with it, in the transaction that deletes it.
-- Pulso's own (the paper book's, and the stops it watches for live accounts) are never checked
-- against a candle again, and none turns into a signal for an account that is gone; one resting
-- on the exchange is cancelled there by the protection worker, as every order Pulso ends is.
CREATE FUNCTION working_orders_end_with_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE working_orders
  SET status = 'cancelled', reason = 'Cancelada al eliminar la cuenta', updated_at = now()
  WHERE account_id = NEW.id AND status = 'open';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER working_orders_account_deleted AFTER UPDATE OF deleted_at ON accounts
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION working_orders_end_with_account();
