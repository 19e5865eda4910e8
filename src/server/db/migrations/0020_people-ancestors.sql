ALTER TABLE "users" ADD COLUMN "ancestor_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
-- Everyone's ancestors from the chart, one company at a time, a level of the chart a statement: each person takes their
-- manager's ancestors and their manager until nothing changes. No recursive CTE in a write, which Citus may not pass on
-- to its workers intact (decision 058), and each statement stays on the company's shard.
DO $$
DECLARE t bigint;
DECLARE level int;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    level := 0;
    LOOP
      UPDATE users c SET ancestor_ids = p.ancestor_ids || p.id
      FROM users p
      WHERE c.tenant_id = t AND p.tenant_id = t AND p.id = c.parent_id AND c.ancestor_ids IS DISTINCT FROM p.ancestor_ids || p.id;
      level := level + 1;
      EXIT WHEN NOT FOUND OR level > 100;
    END LOOP;
  END LOOP;
END $$;
