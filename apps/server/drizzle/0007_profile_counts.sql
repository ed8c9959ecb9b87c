CREATE TABLE "profile_counts" (
	"owner_id" text NOT NULL,
	"state" text NOT NULL,
	"profile_count" integer NOT NULL,
	CONSTRAINT "profile_counts_owner_id_state_pk" PRIMARY KEY("owner_id","state")
);
--> statement-breakpoint
ALTER TABLE "profile_counts" ADD CONSTRAINT "profile_counts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;