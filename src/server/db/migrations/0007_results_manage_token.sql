ALTER TABLE "results_history" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "file_sha256" text;--> statement-breakpoint
CREATE INDEX "results_history_file_sha256_idx" ON "results_history" USING btree ("file_sha256");