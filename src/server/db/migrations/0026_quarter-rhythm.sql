CREATE TABLE "calendar_feeds" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_webhooks" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"url_encrypted" varchar(2000) NOT NULL,
	"updated_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_posted_at" timestamp with time zone,
	CONSTRAINT "chat_webhooks_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rhythm_sends" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"kind" varchar(24) NOT NULL,
	"user_id" bigint,
	"about_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rhythm_sends_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "rhythm_sends_once_key" UNIQUE NULLS NOT DISTINCT("tenant_id","week_start","kind","user_id","about_user_id")
);
--> statement-breakpoint
CREATE TABLE "rhythm_settings" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"update_weekday" smallint DEFAULT 5 NOT NULL,
	"send_hour" smallint DEFAULT 9 NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"manager_after_weeks" smallint DEFAULT 2 NOT NULL,
	"skip_level_after_weeks" smallint DEFAULT 3 NOT NULL,
	"updated_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rhythm_settings_pkey" PRIMARY KEY("tenant_id","id")
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
    PERFORM create_distributed_table('calendar_feeds', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('chat_webhooks', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('rhythm_sends', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('rhythm_settings', 'tenant_id', colocate_with => 'users');
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "continued_from_id" bigint;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_webhooks" ADD CONSTRAINT "chat_webhooks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_webhooks" ADD CONSTRAINT "chat_webhooks_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rhythm_sends" ADD CONSTRAINT "rhythm_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rhythm_sends" ADD CONSTRAINT "rhythm_sends_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rhythm_sends" ADD CONSTRAINT "rhythm_sends_about_user_fk" FOREIGN KEY ("tenant_id","about_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rhythm_settings" ADD CONSTRAINT "rhythm_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rhythm_settings" ADD CONSTRAINT "rhythm_settings_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_tenant_user_idx" ON "calendar_feeds" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_webhooks_tenant_kind_key" ON "chat_webhooks" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "rhythm_settings_tenant_key" ON "rhythm_settings" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_continued_from_fk" FOREIGN KEY ("tenant_id","continued_from_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_tenant_continued_from_idx" ON "goals" USING btree ("tenant_id","continued_from_id") WHERE "goals"."continued_from_id" IS NOT NULL;