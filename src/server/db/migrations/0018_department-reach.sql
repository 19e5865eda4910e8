CREATE TABLE "department_reach" (
	"tenant_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"org_unit" varchar(255) NOT NULL,
	"tree_version" bigint NOT NULL,
	"org_unit_version" bigint NOT NULL,
	"goal_ids" bigint[] NOT NULL,
	CONSTRAINT "department_reach_pkey" PRIMARY KEY("tenant_id","period_id","org_unit")
);
--> statement-breakpoint
CREATE TABLE "goal_tree_versions" (
	"tenant_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "goal_tree_versions_pkey" PRIMARY KEY("tenant_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "org_unit_versions" (
	"tenant_id" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "org_unit_versions_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "department_reach" ADD CONSTRAINT "department_reach_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_reach" ADD CONSTRAINT "department_reach_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_tree_versions" ADD CONSTRAINT "goal_tree_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_tree_versions" ADD CONSTRAINT "goal_tree_versions_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_unit_versions" ADD CONSTRAINT "org_unit_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;