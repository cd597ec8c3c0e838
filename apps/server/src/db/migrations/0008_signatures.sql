CREATE TABLE "seal_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"subject" text NOT NULL,
	"certificate" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_hash" text,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"quote_hash" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"opens_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_customer_id" uuid,
	"signer_name" text NOT NULL,
	"signer_phone" text NOT NULL,
	"signer_email" text,
	"owner_id" uuid,
	"team_id" uuid,
	"company_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signer_customer_id_customers_id_fk" FOREIGN KEY ("signer_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_codes_request_id_created_at_index" ON "signature_codes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_events_request_sequence_unique" ON "signature_events" USING btree ("request_id","sequence");--> statement-breakpoint
CREATE INDEX "signature_requests_sale_idx" ON "signature_requests" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "signature_requests_quote_hash_idx" ON "signature_requests" USING btree ("quote_hash");--> statement-breakpoint
CREATE INDEX "signature_requests_status_created_idx" ON "signature_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "signature_requests_created_idx" ON "signature_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "signature_requests_owner_id_index" ON "signature_requests" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "signature_requests_team_id_index" ON "signature_requests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "signature_requests_company_id_index" ON "signature_requests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_one_live_per_sale" ON "signature_requests" USING btree ("sale_id") WHERE "signature_requests"."status" in ('draft', 'sent', 'opened');