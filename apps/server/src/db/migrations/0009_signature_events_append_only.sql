-- The signature evidence is append-only (issue 10): no role of the application may edit, delete or truncate an
-- event, whatever the code does. Hand-written (drizzle-kit does not generate triggers); runs on PGlite too.
CREATE FUNCTION signature_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signature_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER signature_events_no_update_delete BEFORE UPDATE OR DELETE ON signature_events
  FOR EACH ROW EXECUTE FUNCTION signature_events_append_only();--> statement-breakpoint
CREATE TRIGGER signature_events_no_truncate BEFORE TRUNCATE ON signature_events
  FOR EACH STATEMENT EXECUTE FUNCTION signature_events_append_only();
