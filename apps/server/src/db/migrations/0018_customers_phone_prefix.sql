DROP INDEX "customers_live_phone_idx";--> statement-breakpoint
CREATE INDEX "customers_live_phone_idx" ON "customers" USING btree ("phone" text_pattern_ops) WHERE "customers"."deleted_at" is null;