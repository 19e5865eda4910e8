ALTER TABLE "goals" ADD COLUMN "key_results_progress" numeric(9, 1);--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "key_results_weight" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "count_children" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "child_weight" numeric(8, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
-- No goal counts its children yet: the progress kept so far is its key results' part, weighing their weights' sum.
UPDATE goals g
SET key_results_progress = g.progress, key_results_weight = k.weight
FROM (
  SELECT kr.tenant_id, kr.goal_id, sum(kr.weight) AS weight FROM key_results kr
  WHERE kr.removed_at IS NULL
  GROUP BY kr.tenant_id, kr.goal_id) k
WHERE g.tenant_id = k.tenant_id AND g.id = k.goal_id;
