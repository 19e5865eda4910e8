CREATE TABLE "comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"commentable_type" varchar(20) NOT NULL,
	"commentable_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"body" varchar(5000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_themes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_themes_tenant_period_key" UNIQUE("tenant_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "goal_edits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"state" varchar(16) NOT NULL,
	"title" varchar(255) NOT NULL,
	"measurement" varchar(3000) NOT NULL,
	"description" text,
	"reporting_memo" varchar(255),
	"hidden" boolean NOT NULL,
	"parent_id" bigint,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_follows" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_follows_pkey" PRIMARY KEY("tenant_id","user_id","goal_id")
);
--> statement-breakpoint
CREATE TABLE "goal_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"completed" boolean NOT NULL,
	"quality" smallint,
	"text" varchar(3000) NOT NULL,
	"objective_result" smallint,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_results_tenant_goal_kind_key" UNIQUE("tenant_id","goal_id","kind")
);
--> statement-breakpoint
CREATE TABLE "goal_statuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"week_id" bigint NOT NULL,
	"week_start_date" date NOT NULL,
	"likelihood" smallint NOT NULL,
	"quality" smallint NOT NULL,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_statuses_tenant_goal_week_key" UNIQUE("tenant_id","goal_id","week_id")
);
--> statement-breakpoint
CREATE TABLE "goal_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"transitionable_type" varchar(10) NOT NULL,
	"transitionable_id" bigint NOT NULL,
	"action_type" smallint,
	"meta" jsonb,
	"from_state" varchar(24),
	"to_state" varchar(24),
	"goal_name" varchar(255) NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"parent_id" bigint,
	"state" varchar(24) NOT NULL,
	"goal_type" varchar(20) NOT NULL,
	"title" varchar(255) NOT NULL,
	"measurement" varchar(3000) NOT NULL,
	"description" text,
	"reporting_memo" varchar(255),
	"hidden" boolean DEFAULT false NOT NULL,
	"created_by_id" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_themes" ADD CONSTRAINT "company_themes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_themes" ADD CONSTRAINT "company_themes_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_edits" ADD CONSTRAINT "goal_edits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_edits" ADD CONSTRAINT "goal_edits_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_follows" ADD CONSTRAINT "goal_follows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_follows" ADD CONSTRAINT "goal_follows_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_follows" ADD CONSTRAINT "goal_follows_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_results" ADD CONSTRAINT "goal_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_results" ADD CONSTRAINT "goal_results_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_statuses" ADD CONSTRAINT "goal_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_statuses" ADD CONSTRAINT "goal_statuses_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_statuses" ADD CONSTRAINT "goal_statuses_week_fk" FOREIGN KEY ("tenant_id","week_id") REFERENCES "public"."period_weeks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_transitions" ADD CONSTRAINT "goal_transitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_transitions" ADD CONSTRAINT "goal_transitions_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_owner_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_creator_fk" FOREIGN KEY ("tenant_id","created_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_tenant_commentable_idx" ON "comments" USING btree ("tenant_id","commentable_type","commentable_id");--> statement-breakpoint
CREATE INDEX "comments_tenant_goal_idx" ON "comments" USING btree ("tenant_id","goal_id");--> statement-breakpoint
CREATE INDEX "goal_edits_tenant_goal_state_idx" ON "goal_edits" USING btree ("tenant_id","goal_id","state");--> statement-breakpoint
CREATE INDEX "goal_statuses_tenant_goal_start_idx" ON "goal_statuses" USING btree ("tenant_id","goal_id","week_start_date");--> statement-breakpoint
CREATE INDEX "goal_transitions_tenant_goal_idx" ON "goal_transitions" USING btree ("tenant_id","goal_id","id");--> statement-breakpoint
CREATE INDEX "goals_tenant_owner_period_idx" ON "goals" USING btree ("tenant_id","owner_id","period_id");--> statement-breakpoint
CREATE INDEX "goals_tenant_period_state_idx" ON "goals" USING btree ("tenant_id","period_id","state");--> statement-breakpoint
CREATE INDEX "goals_tenant_parent_idx" ON "goals" USING btree ("tenant_id","parent_id");