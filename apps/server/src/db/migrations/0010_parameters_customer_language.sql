CREATE TABLE "parameters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "parameters" ADD CONSTRAINT "parameters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;