-- The ledger is append-only and every transaction in it balances. Both rules are enforced here, in
-- the database, so no code path (or hand-written SQL) can break them.

CREATE FUNCTION ledger_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: record a correcting transaction instead'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();
--> statement-breakpoint
-- Checked at commit, once every entry of the transaction has been inserted.
CREATE FUNCTION ledger_entries_check_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  imbalance numeric;
BEGIN
  SELECT sum(amount) INTO imbalance FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF imbalance <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %',
      NEW.transaction_id, imbalance
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_check_balance();
