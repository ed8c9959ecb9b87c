CREATE TABLE "administrators" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"ln" text DEFAULT 'ru' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_visit_at" timestamp with time zone,
	CONSTRAINT "administrators_email_unique" UNIQUE("email"),
	CONSTRAINT "administrators_email_lower_check" CHECK ("administrators"."email" = lower("administrators"."email")),
	CONSTRAINT "administrators_ln_check" CHECK ("administrators"."ln" in ('ru', 'en'))
);
--> statement-breakpoint
CREATE TABLE "estimators" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"full_name" text NOT NULL,
	"information" text,
	"ln" text DEFAULT 'ru' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_visit_at" timestamp with time zone,
	CONSTRAINT "estimators_email_unique" UNIQUE("email"),
	CONSTRAINT "estimators_email_lower_check" CHECK ("estimators"."email" = lower("estimators"."email")),
	CONSTRAINT "estimators_ln_check" CHECK ("estimators"."ln" in ('ru', 'en'))
);
--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" text NOT NULL,
	"purpose" text NOT NULL,
	"area" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "link_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "link_tokens_account_kind_check" CHECK ("link_tokens"."account_kind" in ('estimator', 'owner')),
	CONSTRAINT "link_tokens_purpose_check" CHECK ("link_tokens"."purpose" in ('login', 'verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'unverified' NOT NULL,
	"verified_at" timestamp with time zone,
	"company_name" text,
	"first_name" text,
	"birth_date" date,
	"is_tmp_owner" boolean DEFAULT false NOT NULL,
	"area" text DEFAULT 'owner' NOT NULL,
	"ln" text DEFAULT 'en' NOT NULL,
	"allow_teams" boolean DEFAULT false NOT NULL,
	"allow_scene" boolean DEFAULT false NOT NULL,
	"need_verify" boolean DEFAULT false NOT NULL,
	"allow_create_teams" boolean DEFAULT false NOT NULL,
	"allow_compare_teams" boolean DEFAULT false NOT NULL,
	"order_amount" integer DEFAULT 0 NOT NULL,
	"main_profile_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_visit_at" timestamp with time zone,
	CONSTRAINT "owners_email_unique" UNIQUE("email"),
	CONSTRAINT "owners_email_lower_check" CHECK ("owners"."email" = lower("owners"."email")),
	CONSTRAINT "owners_status_check" CHECK ("owners"."status" in ('unverified', 'verified')),
	CONSTRAINT "owners_ln_check" CHECK ("owners"."ln" in ('ru', 'en')),
	CONSTRAINT "owners_area_check" CHECK ("owners"."area" in ('owner', 'owner-mobile', 'love-mobile'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" text NOT NULL,
	"link_purpose" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_account_kind_check" CHECK ("sessions"."account_kind" in ('administrator', 'estimator', 'owner')),
	CONSTRAINT "sessions_link_purpose_check" CHECK ("sessions"."link_purpose" is null or "sessions"."link_purpose" in ('login', 'verify', 'reset'))
);
--> statement-breakpoint
CREATE INDEX "link_tokens_account_idx" ON "link_tokens" USING btree ("account_kind","account_id","purpose");--> statement-breakpoint
CREATE INDEX "link_tokens_expires_at_idx" ON "link_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "owners_created_at_idx" ON "owners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_kind","account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");