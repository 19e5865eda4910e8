ALTER TABLE "goals" ADD COLUMN "status_week_start" date;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "status_likelihood" smallint;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "status_quality" smallint;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "status_likelihood_delta" smallint;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "status_quality_delta" smallint;--> statement-breakpoint
-- Every goal's newest weekly status and its change from the week before, from the record (goal_statuses).
UPDATE goals g
SET status_week_start = n.week_start_date, status_likelihood = n.likelihood, status_quality = n.quality,
    status_likelihood_delta = n.ld, status_quality_delta = n.qd
FROM (
  SELECT DISTINCT ON (s.tenant_id, s.goal_id) s.tenant_id, s.goal_id, s.week_start_date, s.likelihood, s.quality,
         s.likelihood - lead(s.likelihood) OVER w AS ld, s.quality - lead(s.quality) OVER w AS qd
  FROM goal_statuses s
  WINDOW w AS (PARTITION BY s.tenant_id, s.goal_id ORDER BY s.week_start_date DESC)
  ORDER BY s.tenant_id, s.goal_id, s.week_start_date DESC) n
WHERE g.tenant_id = n.tenant_id AND g.id = n.goal_id;
