-- The role every tenant request runs as (SET LOCAL ROLE trellis_app): no login, no BYPASSRLS, owns nothing.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'trellis_app') THEN
    CREATE ROLE trellis_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it at the same moment
END $$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT trellis_app TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL; -- superusers (and members already) need no grant
END $$;
--> statement-breakpoint
-- Enables and FORCEs row-level security on every table that has a tenant_id (and on tenants itself),
-- with one policy: inside a request (role trellis_app) a row is visible only when it belongs to
-- app.tenant_id; system work (migrations, CLI, token look-ups) runs as the owner and sees all.
-- Called after every migration run, so a table added later is covered without remembering to.
CREATE OR REPLACE FUNCTION trellis_secure_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  col text;
BEGIN
  GRANT USAGE ON SCHEMA public TO trellis_app;
  FOR t IN
    SELECT c.relname,
           EXISTS (SELECT 1 FROM information_schema.columns i
                   WHERE i.table_schema = 'public' AND i.table_name = c.relname AND i.column_name = 'tenant_id') AS has_tenant
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE '\_\_%'
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO trellis_app', t.relname);
    IF t.has_tenant OR t.relname = 'tenants' THEN
      col := CASE WHEN t.relname = 'tenants' THEN 'id' ELSE 'tenant_id' END;
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
      EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
      EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t.relname);
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (current_user <> ''trellis_app'' OR %I = nullif(current_setting(''app.tenant_id'', true), '''')::bigint) WITH CHECK (current_user <> ''trellis_app'' OR %I = nullif(current_setting(''app.tenant_id'', true), '''')::bigint)',
        t.relname, col, col);
    END IF;
  END LOOP;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO trellis_app;
END $$;
