CREATE TABLE "key_result_proposals" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"edit_id" bigint NOT NULL,
	"key_results" jsonb NOT NULL,
	"base_ids" jsonb NOT NULL,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "key_result_proposals_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_edit_fk" FOREIGN KEY ("tenant_id","edit_id") REFERENCES "public"."goal_edits"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_proposals" ADD CONSTRAINT "key_result_proposals_created_by_fk" FOREIGN KEY ("tenant_id","created_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "key_result_proposals_tenant_edit_idx" ON "key_result_proposals" USING btree ("tenant_id","edit_id");