-- Citus-ready keys (issue 29, decision 052, docs/citus.md). Citus distributes a table by tenant_id only when every
-- primary and unique key holds tenant_id, and cannot distribute a table with an identity column; RLS policies there
-- may call a function but not hold a subquery.
--
-- 1. Ids come from a sequence default (bigserial) instead of GENERATED ALWAYS AS IDENTITY. Each new sequence keeps the
--    name of the identity it replaces (<table>_id_seq), is owned by the column, and continues where the identity
--    stopped (past every id in use and every id handed out before), so no id is given twice.
DO $$
DECLARE
  t text;
  seq text;
  next bigint;
BEGIN
  FOREACH t IN ARRAY ARRAY['account_tokens', 'action_items', 'ai_summaries', 'appraisals', 'audit_entries', 'comments', 'company_themes', 'goal_edits', 'goal_results', 'goal_statuses', 'goal_transitions', 'goals', 'mail_queue', 'notes', 'notifications', 'outbox', 'period_weeks', 'periods', 'sessions', 'strategy_sections', 'tenants', 'user_manual_files', 'user_manuals', 'users'] LOOP
    seq := t || '_id_seq';
    EXECUTE format('SELECT greatest((SELECT last_value FROM pg_sequences WHERE schemaname = ''public'' AND sequencename = %L), max(id), 0) + 1 FROM %I', seq, t)
      INTO next;
    EXECUTE format('ALTER TABLE %I ALTER COLUMN id DROP IDENTITY', t);
    EXECUTE format('CREATE SEQUENCE %I AS bigint OWNED BY %I.id', seq, t);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN id SET DEFAULT nextval(%L::regclass)', t, seq);
    PERFORM setval(seq::regclass, next, false);
  END LOOP;
END $$;
--> statement-breakpoint
-- 2. Every tenant table's primary key becomes (tenant_id, id). The unique (tenant_id, id) that composite foreign keys
--    pointed at goes: those keys are dropped first and made again against the primary key, with the same names.
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_user_fk";
--> statement-breakpoint
ALTER TABLE "action_items" DROP CONSTRAINT "action_items_assignee_fk";
--> statement-breakpoint
ALTER TABLE "action_items" DROP CONSTRAINT "action_items_requester_fk";
--> statement-breakpoint
ALTER TABLE "action_items" DROP CONSTRAINT "action_items_created_by_fk";
--> statement-breakpoint
ALTER TABLE "ai_summaries" DROP CONSTRAINT "ai_summaries_user_fk";
--> statement-breakpoint
ALTER TABLE "appraisals" DROP CONSTRAINT "appraisals_user_fk";
--> statement-breakpoint
ALTER TABLE "appraisals" DROP CONSTRAINT "appraisals_reviewer_fk";
--> statement-breakpoint
ALTER TABLE "appraisals" DROP CONSTRAINT "appraisals_period_fk";
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_actor_fk";
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_subject_fk";
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_goal_fk";
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_user_fk";
--> statement-breakpoint
ALTER TABLE "company_themes" DROP CONSTRAINT "company_themes_period_fk";
--> statement-breakpoint
ALTER TABLE "goal_edits" DROP CONSTRAINT "goal_edits_goal_fk";
--> statement-breakpoint
ALTER TABLE "goal_follows" DROP CONSTRAINT "goal_follows_goal_fk";
--> statement-breakpoint
ALTER TABLE "goal_follows" DROP CONSTRAINT "goal_follows_user_fk";
--> statement-breakpoint
ALTER TABLE "goal_results" DROP CONSTRAINT "goal_results_goal_fk";
--> statement-breakpoint
ALTER TABLE "goal_statuses" DROP CONSTRAINT "goal_statuses_goal_fk";
--> statement-breakpoint
ALTER TABLE "goal_statuses" DROP CONSTRAINT "goal_statuses_week_fk";
--> statement-breakpoint
ALTER TABLE "goal_transitions" DROP CONSTRAINT "goal_transitions_goal_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_owner_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_creator_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_period_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_parent_fk";
--> statement-breakpoint
ALTER TABLE "notes" DROP CONSTRAINT "notes_author_fk";
--> statement-breakpoint
ALTER TABLE "notes" DROP CONSTRAINT "notes_user_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_actor_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_goal_fk";
--> statement-breakpoint
ALTER TABLE "period_weeks" DROP CONSTRAINT "period_weeks_period_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_fk";
--> statement-breakpoint
ALTER TABLE "strategy_sections" DROP CONSTRAINT "strategy_sections_updated_by_fk";
--> statement-breakpoint
ALTER TABLE "strategy_sections" DROP CONSTRAINT "strategy_sections_published_by_fk";
--> statement-breakpoint
ALTER TABLE "user_manual_files" DROP CONSTRAINT "user_manual_files_user_fk";
--> statement-breakpoint
ALTER TABLE "user_manuals" DROP CONSTRAINT "user_manuals_user_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_parent_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_invited_by_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_tenant_id_id_key";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_tenant_id_id_key";
--> statement-breakpoint
ALTER TABLE "periods" DROP CONSTRAINT "periods_tenant_id_id_key";
--> statement-breakpoint
ALTER TABLE "period_weeks" DROP CONSTRAINT "period_weeks_tenant_id_id_key";
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_pkey", ADD CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "action_items" DROP CONSTRAINT "action_items_pkey", ADD CONSTRAINT "action_items_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "ai_summaries" DROP CONSTRAINT "ai_summaries_pkey", ADD CONSTRAINT "ai_summaries_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appraisals" DROP CONSTRAINT "appraisals_pkey", ADD CONSTRAINT "appraisals_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_pkey", ADD CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_pkey", ADD CONSTRAINT "comments_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "company_themes" DROP CONSTRAINT "company_themes_pkey", ADD CONSTRAINT "company_themes_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_edits" DROP CONSTRAINT "goal_edits_pkey", ADD CONSTRAINT "goal_edits_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_results" DROP CONSTRAINT "goal_results_pkey", ADD CONSTRAINT "goal_results_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_statuses" DROP CONSTRAINT "goal_statuses_pkey", ADD CONSTRAINT "goal_statuses_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_transitions" DROP CONSTRAINT "goal_transitions_pkey", ADD CONSTRAINT "goal_transitions_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_pkey", ADD CONSTRAINT "goals_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_pkey", ADD CONSTRAINT "mail_queue_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "notes" DROP CONSTRAINT "notes_pkey", ADD CONSTRAINT "notes_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey", ADD CONSTRAINT "notifications_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_pkey", ADD CONSTRAINT "outbox_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "period_weeks" DROP CONSTRAINT "period_weeks_pkey", ADD CONSTRAINT "period_weeks_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "periods" DROP CONSTRAINT "periods_pkey", ADD CONSTRAINT "periods_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey", ADD CONSTRAINT "sessions_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "strategy_sections" DROP CONSTRAINT "strategy_sections_pkey", ADD CONSTRAINT "strategy_sections_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "user_manual_files" DROP CONSTRAINT "user_manual_files_pkey", ADD CONSTRAINT "user_manual_files_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "user_manuals" DROP CONSTRAINT "user_manuals_pkey", ADD CONSTRAINT "user_manuals_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey", ADD CONSTRAINT "users_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_assignee_fk" FOREIGN KEY ("tenant_id", "assignee_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_requester_fk" FOREIGN KEY ("tenant_id", "requester_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_created_by_fk" FOREIGN KEY ("tenant_id", "created_by_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_reviewer_fk" FOREIGN KEY ("tenant_id", "reviewer_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_period_fk" FOREIGN KEY ("tenant_id", "period_id") REFERENCES "public"."periods"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_fk" FOREIGN KEY ("tenant_id", "actor_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_subject_fk" FOREIGN KEY ("tenant_id", "subject_user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_goal_fk" FOREIGN KEY ("tenant_id", "goal_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "company_themes" ADD CONSTRAINT "company_themes_period_fk" FOREIGN KEY ("tenant_id", "period_id") REFERENCES "public"."periods"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_edits" ADD CONSTRAINT "goal_edits_goal_fk" FOREIGN KEY ("tenant_id", "goal_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_follows" ADD CONSTRAINT "goal_follows_goal_fk" FOREIGN KEY ("tenant_id", "goal_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_follows" ADD CONSTRAINT "goal_follows_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_results" ADD CONSTRAINT "goal_results_goal_fk" FOREIGN KEY ("tenant_id", "goal_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_statuses" ADD CONSTRAINT "goal_statuses_goal_fk" FOREIGN KEY ("tenant_id", "goal_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_statuses" ADD CONSTRAINT "goal_statuses_week_fk" FOREIGN KEY ("tenant_id", "week_id") REFERENCES "public"."period_weeks"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goal_transitions" ADD CONSTRAINT "goal_transitions_goal_fk" FOREIGN KEY ("tenant_id", "goal_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_owner_fk" FOREIGN KEY ("tenant_id", "owner_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_creator_fk" FOREIGN KEY ("tenant_id", "created_by_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_period_fk" FOREIGN KEY ("tenant_id", "period_id") REFERENCES "public"."periods"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_parent_fk" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_fk" FOREIGN KEY ("tenant_id", "author_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_fk" FOREIGN KEY ("tenant_id", "actor_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_goal_fk" FOREIGN KEY ("tenant_id", "goal_id") REFERENCES "public"."goals"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "period_weeks" ADD CONSTRAINT "period_weeks_period_fk" FOREIGN KEY ("tenant_id", "period_id") REFERENCES "public"."periods"("tenant_id", "id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "strategy_sections" ADD CONSTRAINT "strategy_sections_updated_by_fk" FOREIGN KEY ("tenant_id", "updated_by_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "strategy_sections" ADD CONSTRAINT "strategy_sections_published_by_fk" FOREIGN KEY ("tenant_id", "published_by_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "user_manual_files" ADD CONSTRAINT "user_manual_files_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_user_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_fk" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_fk" FOREIGN KEY ("tenant_id", "invited_by_id") REFERENCES "public"."users"("tenant_id", "id");
--> statement-breakpoint
-- 3. Unique keys hold tenant_id. Session and link tokens now name their tenant (<tenantId>.<secret>), so their
--    look-up reads (tenant_id, token_hash); user manual keys are found within the reader's company.
DROP INDEX "sessions_token_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
DROP INDEX "account_tokens_token_hash_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
ALTER TABLE "user_manuals" DROP CONSTRAINT "user_manuals_private_key", ADD CONSTRAINT "user_manuals_private_key" UNIQUE ("tenant_id", "private_key");
--> statement-breakpoint
ALTER TABLE "user_manuals" DROP CONSTRAINT "user_manuals_public_key", ADD CONSTRAINT "user_manuals_public_key" UNIQUE ("tenant_id", "public_key");
--> statement-breakpoint
-- The avatar an <img> asks for is found by id and key before its tenant is known: the primary key no longer serves a
-- look-up by id alone, this index does (not unique, so Citus takes it).
CREATE INDEX "users_id_idx" ON "users" USING btree ("id");
--> statement-breakpoint
-- 4. Row-level security through a function: Citus refuses a policy holding a subquery. Two policies per tenant table
--    instead of one with an OR, so that no row is checked for the role:
--    - tenant_isolation, TO trellis_app: tenant_id = trellis_current_tenant(). The function is one SQL expression,
--      STABLE and not SECURITY DEFINER, so PostgreSQL inlines it: the condition is indexable (an index on tenant_id
--      serves even a query that names no tenant) and costs one setting read per row where it filters;
--    - system_access, TO the role that runs the migrations (the tables' owner, which migrations, backup and system
--      work use): every row.
--    The same meaning as before for both roles: the owner sees every row, trellis_app only its app.tenant_id's rows,
--    none when that is unset. A third role, neither of them, now sees no row where before it saw all it was granted.
CREATE OR REPLACE FUNCTION trellis_current_tenant() RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT nullif(current_setting('app.tenant_id', true), '')::bigint
$$;
--> statement-breakpoint
-- trellis_secure_tables() runs after every migration: as in 0014, with the two policies.
CREATE OR REPLACE FUNCTION trellis_secure_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  col text;
  append_only CONSTANT text[] := ARRAY['audit_entries'];
BEGIN
  GRANT USAGE ON SCHEMA public TO trellis_app;
  GRANT EXECUTE ON FUNCTION trellis_current_tenant() TO trellis_app;
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
      EXECUTE format('DROP POLICY IF EXISTS system_access ON %I', t.relname);
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I TO trellis_app USING (%I = trellis_current_tenant()) WITH CHECK (%I = trellis_current_tenant())',
        t.relname, col, col);
      EXECUTE format('CREATE POLICY system_access ON %I TO CURRENT_USER USING (true) WITH CHECK (true)', t.relname);
    END IF;
  END LOOP;
  -- Ids now come from sequence defaults: trellis_app needs USAGE to draw from them.
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO trellis_app;
END $$;
