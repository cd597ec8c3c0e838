CREATE TABLE "product_tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"regime" text NOT NULL,
	"zone" integer NOT NULL,
	"beneficiary" text NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"monthly_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_type" text NOT NULL,
	"gamme_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"guarantees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing_rules" jsonb DEFAULT '{"freeFromChildRank":3,"childMaxAge":20,"spouseDiscountPercent":0}'::jsonb NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_zones" (
	"provider_type" text NOT NULL,
	"departement" text NOT NULL,
	"zone" integer NOT NULL,
	CONSTRAINT "tariff_zones_provider_type_departement_pk" PRIMARY KEY("provider_type","departement")
);
--> statement-breakpoint
CREATE TABLE "project_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_objectives_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"category_id" uuid,
	"label" text NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"answer_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"condition" jsonb,
	"provider_gammes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_tariffs" ADD CONSTRAINT "product_tariffs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_provider_type_provider_types_code_fk" FOREIGN KEY ("provider_type") REFERENCES "public"."provider_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_zones" ADD CONSTRAINT "tariff_zones_provider_type_provider_types_code_fk" FOREIGN KEY ("provider_type") REFERENCES "public"."provider_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_tariffs_product_id_regime_zone_beneficiary_age_min_index" ON "product_tariffs" USING btree ("product_id","regime","zone","beneficiary","age_min");--> statement-breakpoint
CREATE UNIQUE INDEX "products_provider_type_code_index" ON "products" USING btree ("provider_type","code");--> statement-breakpoint
CREATE INDEX "products_provider_type_gamme_code_index" ON "products" USING btree ("provider_type","gamme_code");--> statement-breakpoint
CREATE INDEX "questions_kind_category_id_order_index" ON "questions" USING btree ("kind","category_id","order");--> statement-breakpoint
CREATE INDEX "questions_type_index" ON "questions" USING btree ("type");