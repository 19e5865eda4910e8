CREATE TABLE "key_result_checkins" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"key_result_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"value" numeric(20, 4) NOT NULL,
	"comment" text,
	"user_id" bigint NOT NULL,
	"progress" numeric(9, 1) NOT NULL,
	"expected" numeric(9, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_result_checkins_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "key_results" (
	"id" bigserial NOT NULL,
	"tenant_id" bigint NOT NULL,
	"goal_id" bigint NOT NULL,
	"title" varchar(255) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"direction" varchar(12) NOT NULL,
	"start" numeric(20, 4) NOT NULL,
	"target" numeric(20, 4) NOT NULL,
	"current" numeric(20, 4) NOT NULL,
	"unit" varchar(40),
	"currency" varchar(3),
	"weight" numeric(8, 2) DEFAULT 1 NOT NULL,
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "key_results_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "key_result_checkins" ADD CONSTRAINT "key_result_checkins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_checkins" ADD CONSTRAINT "key_result_checkins_key_result_fk" FOREIGN KEY ("tenant_id","key_result_id") REFERENCES "public"."key_results"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_checkins" ADD CONSTRAINT "key_result_checkins_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_checkins" ADD CONSTRAINT "key_result_checkins_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_goal_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_owner_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_result_checkins_tenant_goal_idx" ON "key_result_checkins" USING btree ("tenant_id","goal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "key_result_checkins_tenant_key_result_idx" ON "key_result_checkins" USING btree ("tenant_id","key_result_id","id");--> statement-breakpoint
CREATE INDEX "key_results_tenant_goal_idx" ON "key_results" USING btree ("tenant_id","goal_id","position","id");