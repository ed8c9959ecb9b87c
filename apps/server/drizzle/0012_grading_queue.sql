ALTER TABLE "profiles" ADD COLUMN "assigned_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "graded_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "scored_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspicious_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_final_score_idx" ON "profiles" USING btree ("final_score" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_estimated_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "profiles"."state" = 'ack_a' and "profiles"."final_score" is null and "profiles"."skip_status" is distinct from 'suspicious' and "profiles"."suspicious_count" = 0 and "profiles"."scored_count" > 0;--> statement-breakpoint
CREATE INDEX "profiles_grading_queue_idx" ON "profiles" USING btree ("graded_count","assigned_count","completed_at","created_at","id") WHERE "profiles"."state" = 'ack_a' and "profiles"."deleted_at" is null and not "profiles"."is_demo";--> statement-breakpoint
-- A profile's assigned_count, graded_count, scored_count and suspicious_count follow every statement that
-- inserts, changes or deletes estimator assignments, in that statement's transaction: each statement's net
-- change per profile goes in as one update, and a change that moves no count writes nothing. A profile
-- deleted by the same statement (the cascade) is simply not found.
CREATE FUNCTION "profile_marks_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "profiles" AS "p" SET
      "assigned_count" = "p"."assigned_count" + "c"."assigned",
      "graded_count" = "p"."graded_count" + "c"."graded",
      "scored_count" = "p"."scored_count" + "c"."scored",
      "suspicious_count" = "p"."suspicious_count" + "c"."suspicious"
    FROM (
      SELECT "profile_id", count(*)::integer AS "assigned",
        (count(*) FILTER (WHERE "score" IS NOT NULL OR "score_precise" IS NOT NULL))::integer AS "graded",
        (count(*) FILTER (WHERE "score" IS NOT NULL))::integer AS "scored",
        (count(*) FILTER (WHERE "skip_status" = 'suspicious'))::integer AS "suspicious"
      FROM "new_marks" GROUP BY "profile_id"
    ) AS "c"
    WHERE "p"."id" = "c"."profile_id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "profiles" AS "p" SET
      "assigned_count" = "p"."assigned_count" + "c"."assigned",
      "graded_count" = "p"."graded_count" + "c"."graded",
      "scored_count" = "p"."scored_count" + "c"."scored",
      "suspicious_count" = "p"."suspicious_count" + "c"."suspicious"
    FROM (
      SELECT "profile_id", sum("assigned")::integer AS "assigned", sum("graded")::integer AS "graded",
        sum("scored")::integer AS "scored", sum("suspicious")::integer AS "suspicious"
      FROM (
        SELECT "profile_id", -1 AS "assigned",
          CASE WHEN "score" IS NOT NULL OR "score_precise" IS NOT NULL THEN -1 ELSE 0 END AS "graded",
          CASE WHEN "score" IS NOT NULL THEN -1 ELSE 0 END AS "scored",
          CASE WHEN "skip_status" = 'suspicious' THEN -1 ELSE 0 END AS "suspicious"
        FROM "old_marks"
        UNION ALL
        SELECT "profile_id", 1,
          CASE WHEN "score" IS NOT NULL OR "score_precise" IS NOT NULL THEN 1 ELSE 0 END,
          CASE WHEN "score" IS NOT NULL THEN 1 ELSE 0 END,
          CASE WHEN "skip_status" = 'suspicious' THEN 1 ELSE 0 END
        FROM "new_marks"
      ) AS "changes"
      GROUP BY "profile_id"
      HAVING sum("assigned") <> 0 OR sum("graded") <> 0 OR sum("scored") <> 0 OR sum("suspicious") <> 0
    ) AS "c"
    WHERE "p"."id" = "c"."profile_id";
  ELSE
    UPDATE "profiles" AS "p" SET
      "assigned_count" = "p"."assigned_count" - "c"."assigned",
      "graded_count" = "p"."graded_count" - "c"."graded",
      "scored_count" = "p"."scored_count" - "c"."scored",
      "suspicious_count" = "p"."suspicious_count" - "c"."suspicious"
    FROM (
      SELECT "profile_id", count(*)::integer AS "assigned",
        (count(*) FILTER (WHERE "score" IS NOT NULL OR "score_precise" IS NOT NULL))::integer AS "graded",
        (count(*) FILTER (WHERE "score" IS NOT NULL))::integer AS "scored",
        (count(*) FILTER (WHERE "skip_status" = 'suspicious'))::integer AS "suspicious"
      FROM "old_marks" GROUP BY "profile_id"
    ) AS "c"
    WHERE "p"."id" = "c"."profile_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profile_marks_on_insert" AFTER INSERT ON "estimator_assignments" REFERENCING NEW TABLE AS "new_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_marks_follow"();--> statement-breakpoint
CREATE TRIGGER "profile_marks_on_update" AFTER UPDATE ON "estimator_assignments" REFERENCING OLD TABLE AS "old_marks" NEW TABLE AS "new_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_marks_follow"();--> statement-breakpoint
CREATE TRIGGER "profile_marks_on_delete" AFTER DELETE ON "estimator_assignments" REFERENCING OLD TABLE AS "old_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_marks_follow"();--> statement-breakpoint
-- The triggers exist first: creating them holds off writes to estimator_assignments until the migration
-- commits, so the counts below miss no assignment and count none twice.
UPDATE "profiles" AS "p" SET
  "assigned_count" = "c"."assigned",
  "graded_count" = "c"."graded",
  "scored_count" = "c"."scored",
  "suspicious_count" = "c"."suspicious"
FROM (
  SELECT "profile_id", count(*)::integer AS "assigned",
    (count(*) FILTER (WHERE "score" IS NOT NULL OR "score_precise" IS NOT NULL))::integer AS "graded",
    (count(*) FILTER (WHERE "score" IS NOT NULL))::integer AS "scored",
    (count(*) FILTER (WHERE "skip_status" = 'suspicious'))::integer AS "suspicious"
  FROM "estimator_assignments" GROUP BY "profile_id"
) AS "c"
WHERE "p"."id" = "c"."profile_id";