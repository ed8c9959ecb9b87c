CREATE TABLE "admin_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"administrator_id" text,
	"administrator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_ids" jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimator_assignments" (
	"estimator_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"batch" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"score" double precision,
	"score_precise" double precision,
	"note" text,
	"skip_status" text,
	"rated_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "estimator_assignments_estimator_id_profile_id_pk" PRIMARY KEY("estimator_id","profile_id"),
	CONSTRAINT "estimator_assignments_skip_status_check" CHECK ("estimator_assignments"."skip_status" is null or "estimator_assignments"."skip_status" in ('normal', 'suspicious')),
	CONSTRAINT "estimator_assignments_score_check" CHECK ("estimator_assignments"."score" is null or ("estimator_assignments"."score" >= 0 and "estimator_assignments"."score" <= 100)),
	CONSTRAINT "estimator_assignments_score_precise_check" CHECK ("estimator_assignments"."score_precise" is null or ("estimator_assignments"."score_precise" >= 0 and "estimator_assignments"."score_precise" <= 100))
);
--> statement-breakpoint
CREATE TABLE "neuronet_models" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"origin" text NOT NULL,
	"data_source" text NOT NULL,
	"status" text NOT NULL,
	"encoder_version" integer NOT NULL,
	"input_size" integer NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"metrics" jsonb,
	"artifact" jsonb,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "neuronet_models_version_unique" UNIQUE("version"),
	CONSTRAINT "neuronet_models_origin_check" CHECK ("neuronet_models"."origin" in ('trained', 'uploaded')),
	CONSTRAINT "neuronet_models_data_source_check" CHECK ("neuronet_models"."data_source" in ('graded', 'synthetic', 'file')),
	CONSTRAINT "neuronet_models_status_check" CHECK ("neuronet_models"."status" in ('training', 'ready', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "profile_predictions" (
	"profile_id" text NOT NULL,
	"model_id" text NOT NULL,
	"value" double precision NOT NULL,
	"uncertainty" double precision NOT NULL,
	"predicted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_predictions_profile_id_model_id_pk" PRIMARY KEY("profile_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimator_assignments" ADD CONSTRAINT "estimator_assignments_estimator_id_estimators_id_fk" FOREIGN KEY ("estimator_id") REFERENCES "public"."estimators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimator_assignments" ADD CONSTRAINT "estimator_assignments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neuronet_models" ADD CONSTRAINT "neuronet_models_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_predictions" ADD CONSTRAINT "profile_predictions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_predictions" ADD CONSTRAINT "profile_predictions_model_id_neuronet_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."neuronet_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "estimator_assignments_estimator_idx" ON "estimator_assignments" USING btree ("estimator_id","assigned_at" DESC NULLS LAST,"profile_id");--> statement-breakpoint
CREATE INDEX "estimator_assignments_profile_idx" ON "estimator_assignments" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "neuronet_models_published_idx" ON "neuronet_models" USING btree ((true)) WHERE "neuronet_models"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "neuronet_models_created_idx" ON "neuronet_models" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_predictions_model_idx" ON "profile_predictions" USING btree ("model_id");