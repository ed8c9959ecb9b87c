CREATE TABLE "flame_results" (
	"id" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text NOT NULL,
	"first_answers" jsonb NOT NULL,
	"second_answers" jsonb,
	"ln" text NOT NULL,
	"saved_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "flame_results_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "flame_results_ln_check" CHECK ("flame_results"."ln" in ('ru', 'en')),
	CONSTRAINT "flame_results_completed_check" CHECK (("flame_results"."second_answers" is null) = ("flame_results"."completed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "flame_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"result_id" text NOT NULL,
	"show_first" boolean NOT NULL,
	"show_second" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flame_shares" ADD CONSTRAINT "flame_shares_result_id_flame_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."flame_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flame_results_created_idx" ON "flame_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "flame_results_completed_idx" ON "flame_results" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "flame_shares_result_idx" ON "flame_shares" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flame_shares_live_idx" ON "flame_shares" USING btree ("result_id") WHERE "flame_shares"."revoked_at" is null;