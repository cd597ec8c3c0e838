CREATE TABLE "list_changes" (
	"source" text NOT NULL,
	"xid" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_changes_source_xid_pk" PRIMARY KEY("source","xid")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers); runs on PGlite too. One row per transaction and table:
-- a second statement of the same transaction finds its row and adds nothing. `changed_at` is the first write's
-- time (not the transaction's start), which the hourly cleanup reads.
CREATE FUNCTION note_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_changes (source, xid, changed_at)
  VALUES (TG_TABLE_NAME, pg_current_xact_id()::text::bigint, clock_timestamp())
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sales_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION note_list_change();--> statement-breakpoint
CREATE TRIGGER customers_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION note_list_change();
