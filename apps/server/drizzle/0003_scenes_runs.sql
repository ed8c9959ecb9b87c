CREATE TABLE "dashboard_history" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"actors" jsonb NOT NULL,
	"scenes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_history_type_check" CHECK ("dashboard_history"."type" in ('pair', 'team', 'compare'))
);
--> statement-breakpoint
CREATE TABLE "realtime_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realtime_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "scenes" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"state" jsonb NOT NULL,
	"source_scene_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scenes_kind_check" CHECK ("scenes"."kind" in ('team', 'sandbox', 'pair'))
);
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "p2p_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "team_limit" integer;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "team_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_history" ADD CONSTRAINT "dashboard_history_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_history_owner_idx" ON "dashboard_history" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "runs_owner_idx" ON "runs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "runs_scene_idx" ON "runs" USING btree ("scene_id");--> statement-breakpoint
CREATE INDEX "scenes_owner_idx" ON "scenes" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scenes_one_sandbox_idx" ON "scenes" USING btree ("owner_id") WHERE "scenes"."kind" = 'sandbox';