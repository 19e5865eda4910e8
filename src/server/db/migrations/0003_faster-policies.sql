-- The same policy with its settings read once per query instead of once per row: (SELECT …) makes
-- PostgreSQL evaluate them as an init plan, which matters for recursive walks over many rows.
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
        'CREATE POLICY tenant_isolation ON %I USING ((SELECT current_user) <> ''trellis_app'' OR %I = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::bigint)) WITH CHECK ((SELECT current_user) <> ''trellis_app'' OR %I = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::bigint))',
        t.relname, col, col);
    END IF;
  END LOOP;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO trellis_app;
END $$;
