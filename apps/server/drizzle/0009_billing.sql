CREATE TABLE "billing_seats" (
	"offer" text PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_simulator_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_simulator_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_id" text,
	"card_id" text,
	"status" text NOT NULL,
	"failure" text,
	"client_secret" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_simulator_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'void', 'uncollectible')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('RUB', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"attached" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"invoice_id" text,
	"report_id" text,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"client_secret_hash" text,
	"payment_method_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('RUB', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "report_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"pair_key" text,
	"anonymous_key" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "report_purchases_status_check" CHECK ("report_purchases"."status" in ('UNPAID', 'PAID')),
	CONSTRAINT "report_purchases_subject_check" CHECK (("report_purchases"."owner_id" is not null and "report_purchases"."pair_key" is not null) or "report_purchases"."anonymous_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"plan" text NOT NULL,
	"offer" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"latest_invoice_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'active', 'past_due', 'unpaid', 'canceled')),
	CONSTRAINT "subscriptions_offer_check" CHECK ("subscriptions"."offer" in ('demo', 'recurring', 'bonus', 'granted')),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" in ('RUB', 'USD')),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "plan" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_purchases" ADD CONSTRAINT "report_purchases_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_simulator_payments_secret_idx" ON "card_simulator_payments" USING btree ("client_secret_hash");--> statement-breakpoint
CREATE INDEX "invoices_owner_page_idx" ON "invoices" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default_idx" ON "payment_methods" USING btree ("owner_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "payment_methods_owner_idx" ON "payment_methods" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_secret_idx" ON "payments" USING btree ("client_secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "report_purchases_pair_idx" ON "report_purchases" USING btree ("owner_id","pair_key");--> statement-breakpoint
CREATE UNIQUE INDEX "report_purchases_anonymous_idx" ON "report_purchases" USING btree ("anonymous_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_owner_in_force_idx" ON "subscriptions" USING btree ("owner_id") WHERE status in ('active', 'past_due', 'unpaid');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_owner_incomplete_idx" ON "subscriptions" USING btree ("owner_id") WHERE status = 'incomplete';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_owner_demo_idx" ON "subscriptions" USING btree ("owner_id") WHERE offer = 'demo';--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","period_end");--> statement-breakpoint
CREATE INDEX "subscriptions_retry_idx" ON "subscriptions" USING btree ("status","next_attempt_at");