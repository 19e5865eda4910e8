CREATE TABLE "account_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"to" varchar(1024) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"body" varchar(10000) NOT NULL,
	"link" varchar(2048),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"subdomain" varchar(63) NOT NULL,
	"url" varchar(255),
	"time_zone" varchar(64) DEFAULT 'Central Time (US & Canada)' NOT NULL,
	"goal_type" varchar(20) DEFAULT 'OKR' NOT NULL,
	"effective_date" date NOT NULL,
	"strategy_enabled" boolean DEFAULT true NOT NULL,
	"employee_notes_enabled" boolean DEFAULT true NOT NULL,
	"talent_enabled" boolean DEFAULT true NOT NULL,
	"primary_color" varchar(6) DEFAULT 'E3AB24' NOT NULL,
	"use_light_text_on_primary" boolean DEFAULT false NOT NULL,
	"logo" "bytea",
	"logo_type" varchar(40),
	"logo_width" integer,
	"logo_height" integer,
	"square_logo" "bytea",
	"square_logo_type" varchar(40),
	"help_link" varchar(1024),
	"support_email" varchar(255),
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(1024) NOT NULL,
	"unconfirmed_email" varchar(1024),
	"password_hash" text,
	"job_title" varchar(255),
	"phone_number" varchar(50),
	"time_zone" varchar(64),
	"role_name" varchar(20) NOT NULL,
	"org_unit" varchar(255),
	"linkedin_url" varchar(1024),
	"biography" text,
	"disc" varchar(10),
	"responsibility" text,
	"is_org_admin" boolean DEFAULT false NOT NULL,
	"is_goal_admin" boolean DEFAULT false NOT NULL,
	"is_goal_manager" boolean DEFAULT false NOT NULL,
	"is_hr_admin" boolean DEFAULT false NOT NULL,
	"is_delegate" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"parent_id" bigint,
	"invited_by_id" bigint,
	"avatar" "bytea",
	"avatar_type" varchar(40),
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"invitation_accepted_at" timestamp with time zone,
	"email_activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "period_weeks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "period_weeks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"week" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "period_weeks_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "period_weeks_tenant_period_week_key" UNIQUE("tenant_id","period_id","week")
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"quarter" smallint NOT NULL,
	"year" smallint NOT NULL,
	CONSTRAINT "periods_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "periods_tenant_index_key" UNIQUE("tenant_id","index")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_fk" FOREIGN KEY ("tenant_id","invited_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_weeks" ADD CONSTRAINT "period_weeks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_weeks" ADD CONSTRAINT "period_weeks_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_tenant_user_idx" ON "account_tokens" USING btree ("tenant_id","user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_tenant_created_idx" ON "outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_tenant_user_idx" ON "sessions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_subdomain_key" ON "tenants" USING btree (lower("subdomain"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_key" ON "users" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_tenant_parent_idx" ON "users" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "users_tenant_name_idx" ON "users" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_ceo_key" ON "users" USING btree ("tenant_id") WHERE "users"."role_name" = 'ceo';