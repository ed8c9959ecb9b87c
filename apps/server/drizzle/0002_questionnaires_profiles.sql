CREATE TABLE "owner_data" (
	"owner_id" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_data_owner_id_key_pk" PRIMARY KEY("owner_id","key")
);
--> statement-breakpoint
CREATE TABLE "profile_attachments" (
	"owner_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_attachments_owner_id_profile_id_pk" PRIMARY KEY("owner_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"permalink" text NOT NULL,
	"sharelink" text,
	"questionnaire_id" text,
	"first_name" text,
	"last_name" text,
	"partner_name" text,
	"birth_date" date,
	"age" integer,
	"gender" text,
	"avatar_name" text DEFAULT 'default' NOT NULL,
	"position" text,
	"phone" text,
	"email" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_short" boolean DEFAULT false NOT NULL,
	"hide_details" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'ack_q' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"final_score" double precision,
	"final_score_precise" double precision,
	"expertise" double precision,
	"skip_status" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "profiles_permalink_unique" UNIQUE("permalink"),
	CONSTRAINT "profiles_sharelink_unique" UNIQUE("sharelink"),
	CONSTRAINT "profiles_kind_check" CHECK ("profiles"."kind" in ('full', 'short', 'love', 'couple')),
	CONSTRAINT "profiles_state_check" CHECK ("profiles"."state" in ('ack_q', 'answered', 'ack_a', 'deleted', 'delete_keep')),
	CONSTRAINT "profiles_gender_check" CHECK ("profiles"."gender" is null or "profiles"."gender" in ('М', 'Ж')),
	CONSTRAINT "profiles_skip_status_check" CHECK ("profiles"."skip_status" is null or "profiles"."skip_status" in ('normal', 'suspicious'))
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"data_source" text,
	"questions" jsonb NOT NULL,
	"stats" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaires_kind_check" CHECK ("questionnaires"."kind" in ('profile', 'profileShort', 'love', 'couple')),
	CONSTRAINT "questionnaires_status_check" CHECK ("questionnaires"."status" in ('created', 'computed', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "owner_data" ADD CONSTRAINT "owner_data_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_attachments_profile_idx" ON "profile_attachments" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_owner_idx" ON "profiles" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_questionnaire_idx" ON "profiles" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaires_kind_idx" ON "questionnaires" USING btree ("kind","created_at");