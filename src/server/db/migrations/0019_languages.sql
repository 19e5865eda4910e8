ALTER TABLE "tenants" ADD COLUMN "default_language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(8);