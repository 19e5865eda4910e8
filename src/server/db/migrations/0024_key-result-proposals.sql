CREATE TABLE "key_result_proposals" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"edit_id" bigint NOT NULL,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "key_result_proposals_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "proposed_key_results" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"proposal_id" bigint NOT NULL,
	"key_result_id" bigint,
	"title" varchar(255) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"direction" varchar(12) NOT NULL,
	"start" numeric(20, 4) NOT NULL,
	"target" numeric(20, 4) NOT NULL,
	"unit" varchar(40),
	"currency" varchar(3),
	"weight" numeric(8, 2) NOT NULL,
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "proposed_key_results_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
-- On a database already distributed by Citus (docs/citus.md), the new tables are distributed with the others before
-- their foreign keys to distributed tables are made; elsewhere (PostgreSQL, PGlite) there is no pg_dist_partition.
DO $$
DECLARE distributed boolean := false;
BEGIN
  IF to_regclass('pg_dist_partition') IS NOT NULL THEN
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = ''users''::regclass)' INTO distributed;
  END IF;
  IF distributed THEN
    PERFORM create_distributed_table('key_result_proposals', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('proposed_key_results', 'tenant_id', colocate_with => 'users');
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_edit_fk" FOREIGN KEY ("tenant_id","edit_id") REFERENCES "public"."goal_edits"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_created_by_fk" FOREIGN KEY ("tenant_id","created_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_key_results" ADD CONSTRAINT "proposed_key_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_key_results" ADD CONSTRAINT "proposed_key_results_proposal_fk" FOREIGN KEY ("tenant_id","proposal_id") REFERENCES "public"."key_result_proposals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_key_results" ADD CONSTRAINT "proposed_key_results_key_result_fk" FOREIGN KEY ("tenant_id","key_result_id") REFERENCES "public"."key_results"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_key_results" ADD CONSTRAINT "proposed_key_results_owner_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "key_result_proposals_tenant_edit_idx" ON "key_result_proposals" USING btree ("tenant_id","edit_id");--> statement-breakpoint
CREATE INDEX "proposed_key_results_tenant_proposal_idx" ON "proposed_key_results" USING btree ("tenant_id","proposal_id","position");