-- The audit log is append-only for requests: trellis_app may read and add entries, never change or remove one.
-- System work (migrations, backup and restore, tenant export and import) runs as the owner and is not limited.
-- trellis_secure_tables() runs after every migration and grants every table; it now takes these back after.
CREATE OR REPLACE FUNCTION trellis_secure_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  col text;
  append_only CONSTANT text[] := ARRAY['audit_entries'];
BEGIN
  GRANT USAGE ON SCHEMA public TO trellis_app;
  FOR t IN
    SELECT c.relname,
           EXISTS (SELECT 1 FROM information_schema.columns i
                   WHERE i.table_schema = 'public' AND i.table_name = c.relname AND i.column_name = 'tenant_id') AS has_tenant
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE '\_\_%'
  LOOP
    IF t.relname = ANY(append_only) THEN
      EXECUTE format('GRANT SELECT, INSERT ON %I TO trellis_app', t.relname);
      EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON %I FROM trellis_app', t.relname);
    ELSE
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO trellis_app', t.relname);
    END IF;
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
