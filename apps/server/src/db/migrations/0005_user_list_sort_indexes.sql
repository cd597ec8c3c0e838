DROP INDEX "users_last_name_first_name_index";--> statement-breakpoint
DROP INDEX "users_created_at_index";--> statement-breakpoint
CREATE INDEX "users_live_last_name_id_idx" ON "users" USING btree ("last_name" collate "und-x-icu","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_first_name_id_idx" ON "users" USING btree ("first_name" collate "und-x-icu","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_created_at_id_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_status_id_idx" ON "users" USING btree ("status","id") WHERE "users"."deleted_at" is null;