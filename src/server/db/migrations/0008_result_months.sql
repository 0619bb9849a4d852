CREATE TABLE "result_months" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"pdf_url" text NOT NULL,
	"file_sha256" text NOT NULL,
	"extracted_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_months" ADD CONSTRAINT "result_months_result_id_results_history_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_months_result_id_idx" ON "result_months" USING btree ("result_id");