CREATE TABLE "runs" (
	"ruid" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"scene_id" text,
	"status" text NOT NULL,
	"error_code" text,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "runs_kind_check" CHECK ("runs"."kind" in ('team', 'pair', 'compare')),
	CONSTRAINT "runs_status_check" CHECK ("runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_owner_idx" ON "runs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "runs_scene_idx" ON "runs" USING btree ("scene_id");