CREATE TABLE "appraisals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reviewer_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"review" text NOT NULL,
	"primary_rating" smallint NOT NULL,
	"secondary_rating" smallint NOT NULL,
	"tertiary_rating" smallint,
	"rating_scale" smallint NOT NULL,
	"tertiary_scale" smallint,
	"primary_label" varchar(100) NOT NULL,
	"secondary_label" varchar(100) NOT NULL,
	"tertiary_label" varchar(100),
	"employee_comment" text,
	"employee_signature" jsonb,
	"manager_signature" jsonb,
	"shared_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisals_tenant_user_period_key" UNIQUE("tenant_id","user_id","period_id"),
	CONSTRAINT "appraisals_state_check" CHECK ("appraisals"."state" IN ('draft', 'shared', 'acknowledged', 'completed')),
	CONSTRAINT "appraisals_review_len" CHECK (length("appraisals"."review") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "talent_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"primary_labels" jsonb NOT NULL,
	"secondary_labels" jsonb NOT NULL,
	"tertiary_labels" jsonb NOT NULL,
	"form_labels" jsonb NOT NULL,
	"enable_tertiary" boolean DEFAULT false NOT NULL,
	"share_rating_with_employee" boolean DEFAULT false NOT NULL,
	"grace_weeks" smallint DEFAULT 2 NOT NULL,
	"effective_date" date,
	"updated_by_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_reviewer_fk" FOREIGN KEY ("tenant_id","reviewer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD CONSTRAINT "talent_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appraisals_tenant_period_idx" ON "appraisals" USING btree ("tenant_id","period_id","user_id");