CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"rules" jsonb NOT NULL,
	"recordings_deleted" integer NOT NULL,
	"prospects_purged" integer NOT NULL,
	"deletions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retention_runs_ran_at_idx" ON "retention_runs" USING btree ("ran_at","id");