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
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opposition_numbers" ADD CONSTRAINT "opposition_numbers_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opposition_numbers" ADD CONSTRAINT "opposition_numbers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_attempts_sale_at_idx" ON "call_attempts" USING btree ("sale_id","at");--> statement-breakpoint
CREATE INDEX "call_attempts_phone_at_idx" ON "call_attempts" USING btree ("phone_number","at");--> statement-breakpoint
CREATE INDEX "call_attempts_customer_at_idx" ON "call_attempts" USING btree ("customer_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "opposition_numbers_phone_unique" ON "opposition_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "opposition_numbers_created_at_id_idx" ON "opposition_numbers" USING btree ("created_at","id");