-- profile_counts follows every statement that inserts, changes or deletes profiles. A statement's net
-- change per owner and state goes in as one upsert in key order, so that statements running at the same
-- time lock the count rows in one order and cannot deadlock over them, and a statement that changes no
-- owner or state writes nothing. A decrease only changes a row that exists: when an account is deleted,
-- the cascade may remove the owner's counts before their profiles.
CREATE FUNCTION "profile_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "profile_counts" AS "counts" ("owner_id", "state", "profile_count")
    SELECT "owner_id", "state", count(*) FROM "new_profiles" GROUP BY "owner_id", "state" ORDER BY "owner_id", "state"
    ON CONFLICT ("owner_id", "state") DO UPDATE SET "profile_count" = "counts"."profile_count" + excluded."profile_count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "profile_counts" AS "counts" ("owner_id", "state", "profile_count")
    SELECT "owner_id", "state", sum("change") FROM (
      SELECT "owner_id", "state", -1 AS "change" FROM "old_profiles"
      UNION ALL
      SELECT "owner_id", "state", 1 FROM "new_profiles"
    ) AS "changes"
    GROUP BY "owner_id", "state"
    HAVING sum("change") > 0
      OR (sum("change") < 0 AND EXISTS (SELECT FROM "profile_counts" AS "known" WHERE "known"."owner_id" = "changes"."owner_id" AND "known"."state" = "changes"."state"))
    ORDER BY "owner_id", "state"
    ON CONFLICT ("owner_id", "state") DO UPDATE SET "profile_count" = "counts"."profile_count" + excluded."profile_count";
  ELSE
    INSERT INTO "profile_counts" AS "counts" ("owner_id", "state", "profile_count")
    SELECT "owner_id", "state", -count(*) FROM "old_profiles" AS "gone"
    WHERE EXISTS (SELECT FROM "profile_counts" AS "known" WHERE "known"."owner_id" = "gone"."owner_id" AND "known"."state" = "gone"."state")
    GROUP BY "owner_id", "state" ORDER BY "owner_id", "state"
    ON CONFLICT ("owner_id", "state") DO UPDATE SET "profile_count" = "counts"."profile_count" + excluded."profile_count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_counts_on_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS "new_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "profile_counts_on_update" AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS "old_profiles" NEW TABLE AS "new_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "profile_counts_on_delete" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS "old_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_counts_follow"();--> statement-breakpoint
-- The triggers exist first: creating them holds off writes to profiles until the migration commits, so
-- the count below misses no profile and no profile is counted twice.
INSERT INTO "profile_counts" ("owner_id", "state", "profile_count")
SELECT "owner_id", "state", count(*) FROM "profiles" GROUP BY "owner_id", "state";
