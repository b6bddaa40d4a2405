-- Read caches (decision 016): every write of a table that sessions, school access, unread counts or
-- section states are read from NOTIFYs `waikura_table_changed` with the table's name, once per statement, so that every
-- other WaiKura process drops its cached answers (db/changes.ts, ChangeFeed). Notifications are sent at
-- commit, and not at all on rollback.
CREATE OR REPLACE FUNCTION waikura_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('waikura_table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schools" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contractor_assignments" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "viewer_access" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();--> statement-breakpoint
CREATE TRIGGER waikura_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_sections" FOR EACH STATEMENT EXECUTE FUNCTION waikura_table_changed();
