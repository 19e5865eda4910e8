CREATE TABLE "ai_summaries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period_id" bigint,
	"year" integer,
	"for_whom" smallint NOT NULL,
	"status" varchar(12) NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"context" text,
	"facts" jsonb,
	"texts" jsonb,
	"written_by" varchar(300),
	"generated_by_id" bigint NOT NULL,
	"generated_at" timestamp with time zone,
	"edited_by_id" bigint,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_summaries_scope_key" UNIQUE NULLS NOT DISTINCT("tenant_id","user_id","kind","for_whom","period_id","year"),
	CONSTRAINT "ai_summaries_scope" CHECK (("ai_summaries"."kind" = 'quarter' AND "ai_summaries"."period_id" IS NOT NULL) OR ("ai_summaries"."kind" = 'annual' AND "ai_summaries"."year" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "ai_base_url" varchar(500);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "ai_model" varchar(200);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "ai_api_key_encrypted" varchar(2000);--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;