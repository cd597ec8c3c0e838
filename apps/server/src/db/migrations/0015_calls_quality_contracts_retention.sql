CREATE SEQUENCE "public"."contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "call_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"customer_id" uuid,
	"agent_id" uuid,
	"team_id" uuid,
	"company_id" uuid,
	"phone_number" text,
	"at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"call_back_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opposition_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"sale_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT 'C-' || to_char(now() at time zone 'Europe/Paris', 'YYYY') || '-' || to_char(nextval('contract_number_seq'), 'FM9999999999999000000') NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sale_id" uuid NOT NULL,
	"customer_id" uuid,
	"insured_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_type" text NOT NULL,
	"gamme_code" text NOT NULL,
	"product_id" uuid,
	"product_code" text,
	"product_name" text NOT NULL,
	"effective_date" date NOT NULL,
	"monthly_premium_cents" integer NOT NULL,
	"yearly_premium_cents" integer NOT NULL,
	"payment_method" text DEFAULT 'sepa_direct_debit' NOT NULL,
	"payment_frequency" text,
	"debit_day" integer,
	"iban_masked" text,
	"mandate_reference" text,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"validated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_by_id" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"termination_date" date,
	"termination_reason" text,
	"terminated_at" timestamp with time zone,
	"seller_id" uuid,
	"team_id" uuid,
	"company_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision" text,
	"rejection_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_outcome" text,
	"comment" text,
	"call_back_due_date" date,
	"call_back_note" text,
	"contract_id" uuid,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"seller_id" uuid,
	"team_id" uuid,
	"company_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opposition_numbers" ADD CONSTRAINT "opposition_numbers_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opposition_numbers" ADD CONSTRAINT "opposition_numbers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_validated_by_id_users_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reviews" ADD CONSTRAINT "quality_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_attempts_sale_at_idx" ON "call_attempts" USING btree ("sale_id","at");--> statement-breakpoint
CREATE INDEX "call_attempts_phone_at_idx" ON "call_attempts" USING btree ("phone_number","at");--> statement-breakpoint
CREATE INDEX "call_attempts_customer_at_idx" ON "call_attempts" USING btree ("customer_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "opposition_numbers_phone_unique" ON "opposition_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "opposition_numbers_created_at_id_idx" ON "opposition_numbers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "retention_runs_ran_at_idx" ON "retention_runs" USING btree ("ran_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_unique" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_sale_unique" ON "contracts" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "contracts_signed_at_idx" ON "contracts" USING btree ("signed_at","id");--> statement-breakpoint
CREATE INDEX "contracts_status_signed_idx" ON "contracts" USING btree ("status","signed_at","id");--> statement-breakpoint
CREATE INDEX "contracts_effective_date_idx" ON "contracts" USING btree ("effective_date","id");--> statement-breakpoint
CREATE INDEX "contracts_renewal_month_idx" ON "contracts" USING btree (extract(month from "effective_date"));--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contracts_seller_id_index" ON "contracts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "contracts_team_id_index" ON "contracts" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "contracts_company_id_index" ON "contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_provider_gamme_idx" ON "contracts" USING btree ("provider_type","gamme_code");--> statement-breakpoint
CREATE INDEX "quality_reviews_sale_idx" ON "quality_reviews" USING btree ("sale_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_reviews_one_open_per_sale" ON "quality_reviews" USING btree ("sale_id") WHERE "quality_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quality_reviews_decided_idx" ON "quality_reviews" USING btree ("decided_at") WHERE "quality_reviews"."status" = 'decided';