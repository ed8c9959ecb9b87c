CREATE TABLE "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_account_kind_check" CHECK ("known_devices"."account_kind" in ('administrator', 'estimator', 'owner'))
);
--> statement-breakpoint
DROP INDEX "runs_scene_idx";--> statement-breakpoint
ALTER TABLE "scenes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scenes" ADD COLUMN "auto_title" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "known_devices_account_idx" ON "known_devices" USING btree ("account_kind","account_id");--> statement-breakpoint
CREATE INDEX "known_devices_last_used_at_idx" ON "known_devices" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "runs_status_idx" ON "runs" USING btree ("status","owner_id");--> statement-breakpoint
CREATE INDEX "runs_scene_idx" ON "runs" USING btree ("scene_id","created_at");