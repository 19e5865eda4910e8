CREATE TABLE "strategy_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strategy_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"section" varchar(20) NOT NULL,
	"draft" text,
	"published" text,
	"updated_by_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" bigint,
	"published_at" timestamp with time zone,
	CONSTRAINT "strategy_sections_tenant_section_key" UNIQUE("tenant_id","section"),
	CONSTRAINT "strategy_sections_draft_len" CHECK (length("strategy_sections"."draft") <= 20000),
	CONSTRAINT "strategy_sections_published_len" CHECK (length("strategy_sections"."published") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "strategy_sections" ADD CONSTRAINT "strategy_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_sections" ADD CONSTRAINT "strategy_sections_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_sections" ADD CONSTRAINT "strategy_sections_published_by_fk" FOREIGN KEY ("tenant_id","published_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_statuses_tenant_week_goal_idx" ON "goal_statuses" USING btree ("tenant_id","week_id","goal_id");