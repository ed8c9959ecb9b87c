CREATE TABLE "snapshot_links" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"ruid" text NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snapshot_links" ADD CONSTRAINT "snapshot_links_ruid_runs_ruid_fk" FOREIGN KEY ("ruid") REFERENCES "public"."runs"("ruid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snapshot_links_ruid_idx" ON "snapshot_links" USING btree ("ruid");--> statement-breakpoint
CREATE INDEX "snapshot_links_expires_at_idx" ON "snapshot_links" USING btree ("expires_at");