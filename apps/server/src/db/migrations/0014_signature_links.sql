ALTER TABLE "signature_requests" ADD COLUMN "locale" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "link_sealed" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_token_hash_unique" ON "signature_requests" USING btree ("token_hash");