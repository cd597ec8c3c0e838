-- Trigram search of customers by name, email and phone (issue 9); trusted extension, loaded in PGlite by db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."sale_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"civility" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"regime" text NOT NULL,
	"search_text" text NOT NULL,
	"owner_id" uuid,
	"team_id" uuid,
	"company_id" uuid,
	"bank_details_sealed" text,
	"bank_details_updated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_hash" text NOT NULL,
	"provider_type" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"postcode" text NOT NULL,
	"effective_date" date NOT NULL,
	"users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT 'V-' || to_char(now() at time zone 'Europe/Paris', 'YYYY') || '-' || lpad(nextval('sale_number_seq')::text, 6, '0') NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_id" uuid,
	"team_id" uuid,
	"company_id" uuid,
	"channel" text,
	"call_consent_at" timestamp with time zone,
	"recording_announced_at" timestamp with time zone,
	"customer_id" uuid,
	"provider_type" text,
	"gamme_code" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"objective_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"household" jsonb,
	"quote_hash" text,
	"offer" jsonb,
	"monthly_premium_cents" integer,
	"yearly_premium_cents" integer,
	"recommendation_reason" text,
	"lost_reason" text,
	"subscribed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_live_phone_idx" ON "customers" USING btree ("phone") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_live_email_idx" ON "customers" USING btree (lower("email")) WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_owner_id_index" ON "customers" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "customers_team_id_index" ON "customers" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "customers_company_id_index" ON "customers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_quote_hash_unique" ON "quotes" USING btree ("quote_hash");--> statement-breakpoint
CREATE INDEX "quotes_sale_id_index" ON "quotes" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_number_unique" ON "sales" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_quote_hash_idx" ON "sales" USING btree ("quote_hash");--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_live_created_at_id_idx" ON "sales" USING btree ("created_at","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_status_created_idx" ON "sales" USING btree ("status","created_at","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_seller_created_idx" ON "sales" USING btree ("seller_id","created_at","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_team_created_idx" ON "sales" USING btree ("team_id","created_at","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_company_created_idx" ON "sales" USING btree ("company_id","created_at","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_gamme_created_idx" ON "sales" USING btree ("gamme_code","created_at","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_premium_idx" ON "sales" USING btree ("monthly_premium_cents","id") WHERE "sales"."deleted_at" is null;