CREATE TABLE "scim_external_ids" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"external_id" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scim_external_ids_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scim_tokens_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sso_connections" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"issuer" varchar(500) NOT NULL,
	"provider_name" varchar(100) NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"client_secret_encrypted" varchar(2000) NOT NULL,
	"domains" text[] NOT NULL,
	"password_sign_in" boolean DEFAULT true NOT NULL,
	"create_accounts" boolean DEFAULT false NOT NULL,
	"updated_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_connections_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"issuer" varchar(500) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "sso_identities_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sso_sign_ins" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_sign_ins_pkey" PRIMARY KEY("tenant_id","id")
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
    PERFORM create_distributed_table('scim_external_ids', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('scim_tokens', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('sso_connections', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('sso_identities', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('sso_sign_ins', 'tenant_id', colocate_with => 'users');
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "scim_external_ids" ADD CONSTRAINT "scim_external_ids_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_external_ids" ADD CONSTRAINT "scim_external_ids_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_fk" FOREIGN KEY ("tenant_id","created_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD CONSTRAINT "sso_sign_ins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_external_ids_user_key" ON "scim_external_ids" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "scim_external_ids_tenant_external_idx" ON "scim_external_ids" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_token_hash_key" ON "scim_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "scim_tokens_tenant_created_idx" ON "scim_tokens" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_connections_tenant_key" ON "sso_connections" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_subject_key" ON "sso_identities" USING btree ("tenant_id","issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_tenant_user_idx" ON "sso_identities" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sign_ins_state_hash_key" ON "sso_sign_ins" USING btree ("tenant_id","state_hash");--> statement-breakpoint
CREATE INDEX "sso_sign_ins_tenant_expires_idx" ON "sso_sign_ins" USING btree ("tenant_id","expires_at");