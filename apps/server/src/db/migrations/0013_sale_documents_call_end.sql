CREATE TABLE "document_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by_id" uuid,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"locale" text NOT NULL,
	"file_id" uuid NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"source_document_id" uuid,
	"signature_request_id" uuid,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "call_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_source_document_id_sale_documents_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."sale_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_generation_id_document_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."document_generations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_generations_queued_idx" ON "document_generations" USING btree ("sale_id") WHERE "document_generations"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_version_unique" ON "sale_documents" USING btree ("sale_id","kind","version","sealed");--> statement-breakpoint
CREATE INDEX "sale_documents_created_idx" ON "sale_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sale_documents_generation_idx" ON "sale_documents" USING btree ("generation_id");