ALTER TABLE "users" ADD COLUMN "ancestor_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
-- Everyone's ancestors from the chart, one company at a time (on Citus each statement then stays on its tenant's shard).
DO $$
DECLARE t bigint;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    WITH RECURSIVE down(id, path) AS (
      SELECT u.id, '{}'::bigint[] FROM users u WHERE u.tenant_id = t AND u.parent_id IS NULL
      UNION ALL
      SELECT c.id, down.path || c.parent_id FROM down JOIN users c ON c.tenant_id = t AND c.parent_id = down.id
      WHERE cardinality(down.path) < 100)
    UPDATE users u SET ancestor_ids = down.path FROM down WHERE u.tenant_id = t AND u.id = down.id;
  END LOOP;
END $$;
