CREATE TABLE "calibration_moves" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"calibration_id" bigint NOT NULL,
	"appraisal_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"from_primary" smallint NOT NULL,
	"from_secondary" smallint NOT NULL,
	"to_primary" smallint NOT NULL,
	"to_secondary" smallint NOT NULL,
	"reason" text NOT NULL,
	"moved_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_moves_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "calibration_moves_reason_len" CHECK (length("calibration_moves"."reason") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "calibrations" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"root_user_id" bigint,
	"name" varchar(200) NOT NULL,
	"deadline" date NOT NULL,
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"opened_by_id" bigint NOT NULL,
	"closed_by_id" bigint,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibrations_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "calibrations_state_check" CHECK ("calibrations"."state" IN ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "feedback_requests" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"respondent_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"state" varchar(12) NOT NULL,
	"nominated_by_id" bigint,
	"approved_by_id" bigint,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"decline_reason" varchar(1000),
	"requested_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_requests_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "feedback_requests_once_key" UNIQUE("tenant_id","period_id","subject_id","kind","respondent_id"),
	CONSTRAINT "feedback_requests_kind_check" CHECK ("feedback_requests"."kind" IN ('self', 'peer', 'upward')),
	CONSTRAINT "feedback_requests_state_check" CHECK ("feedback_requests"."state" IN ('nominated', 'requested', 'declined', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "review_questions" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"audience" varchar(8) NOT NULL,
	"position" smallint NOT NULL,
	"text" varchar(500) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"scale" jsonb,
	"required" boolean DEFAULT true NOT NULL,
	"updated_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_questions_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "review_questions_audience_check" CHECK ("review_questions"."audience" IN ('self', 'peer', 'upward', 'manager')),
	CONSTRAINT "review_questions_kind_check" CHECK ("review_questions"."kind" IN ('rating', 'text'))
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
    PERFORM create_distributed_table('calibrations', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('calibration_moves', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('feedback_requests', 'tenant_id', colocate_with => 'users');
    PERFORM create_distributed_table('review_questions', 'tenant_id', colocate_with => 'users');
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "questions" jsonb;--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "calibrated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD COLUMN "self_review_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD COLUMN "peer_feedback_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD COLUMN "upward_feedback_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD COLUMN "peer_cap" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_settings" ADD COLUMN "peer_visibility" varchar(12) DEFAULT 'anonymous' NOT NULL;--> statement-breakpoint
ALTER TABLE "calibration_moves" ADD CONSTRAINT "calibration_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_moves" ADD CONSTRAINT "calibration_moves_calibration_fk" FOREIGN KEY ("tenant_id","calibration_id") REFERENCES "public"."calibrations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_moves" ADD CONSTRAINT "calibration_moves_appraisal_fk" FOREIGN KEY ("tenant_id","appraisal_id") REFERENCES "public"."appraisals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_moves" ADD CONSTRAINT "calibration_moves_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_moves" ADD CONSTRAINT "calibration_moves_moved_by_fk" FOREIGN KEY ("tenant_id","moved_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_root_user_fk" FOREIGN KEY ("tenant_id","root_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_opened_by_fk" FOREIGN KEY ("tenant_id","opened_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_closed_by_fk" FOREIGN KEY ("tenant_id","closed_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_period_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_subject_fk" FOREIGN KEY ("tenant_id","subject_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_respondent_fk" FOREIGN KEY ("tenant_id","respondent_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_nominated_by_fk" FOREIGN KEY ("tenant_id","nominated_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_approved_by_fk" FOREIGN KEY ("tenant_id","approved_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_moves_calibration_idx" ON "calibration_moves" USING btree ("tenant_id","calibration_id","user_id","id");--> statement-breakpoint
CREATE INDEX "calibrations_tenant_period_idx" ON "calibrations" USING btree ("tenant_id","period_id");--> statement-breakpoint
CREATE INDEX "feedback_requests_subject_idx" ON "feedback_requests" USING btree ("tenant_id","subject_id","period_id");--> statement-breakpoint
CREATE INDEX "feedback_requests_respondent_idx" ON "feedback_requests" USING btree ("tenant_id","respondent_id","state");--> statement-breakpoint
CREATE INDEX "review_questions_tenant_audience_idx" ON "review_questions" USING btree ("tenant_id","audience","position");