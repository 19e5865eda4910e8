CREATE TABLE "user_manual_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_manual_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"file_key" varchar(80) NOT NULL,
	"name" varchar(255) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_manual_files_key" UNIQUE("tenant_id","file_key")
);
--> statement-breakpoint
CREATE TABLE "user_manuals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_manuals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"private_key" varchar(64) NOT NULL,
	"public_key" varchar(64) NOT NULL,
	"status" smallint NOT NULL,
	"source" varchar(12) NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"disc" varchar(10),
	"description" text,
	"attachment_id" bigint,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_manuals_tenant_user_key" UNIQUE("tenant_id","user_id"),
	CONSTRAINT "user_manuals_private_key" UNIQUE("private_key"),
	CONSTRAINT "user_manuals_public_key" UNIQUE("public_key"),
	CONSTRAINT "user_manuals_status" CHECK ("user_manuals"."status" IN (3, 4)),
	CONSTRAINT "user_manuals_description_len" CHECK (length("user_manuals"."description") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "user_manual_files" ADD CONSTRAINT "user_manual_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manual_files" ADD CONSTRAINT "user_manual_files_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_manual_files_user_idx" ON "user_manual_files" USING btree ("tenant_id","user_id");