ALTER TABLE "runs" DROP CONSTRAINT "runs_kind_check";--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "allow_monitor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_kind_check" CHECK ("runs"."kind" in ('team', 'pair', 'compare', 'assemble', 'advise', 'monitor'));