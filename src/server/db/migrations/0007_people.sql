ALTER TABLE "users" ADD COLUMN "avatar_key" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(job_title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_tenant_org_unit_idx" ON "users" USING btree ("tenant_id","org_unit");--> statement-breakpoint
CREATE INDEX "users_tenant_directory_idx" ON "users" USING btree ("tenant_id",lower("name"),"id","role_name","deactivated_at","invitation_accepted_at");--> statement-breakpoint
-- Avatars stored before keys existed get one, so their URLs work.
UPDATE "users" SET "avatar_key" = md5(random()::text || id::text) WHERE "avatar" IS NOT NULL AND "avatar_key" IS NULL;
