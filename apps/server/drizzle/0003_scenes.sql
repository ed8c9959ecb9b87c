CREATE TABLE "scenes" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scenes_kind_check" CHECK ("scenes"."kind" in ('team', 'sandbox'))
);
--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scenes_owner_idx" ON "scenes" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scenes_one_sandbox_idx" ON "scenes" USING btree ("owner_id") WHERE "scenes"."kind" = 'sandbox';