ALTER TABLE "results_history" ADD COLUMN "chosen_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "chosen_provider_name" text;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "detected_provider" text;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "provider_match" text;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "corrections" jsonb;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "correction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "results_history" ADD CONSTRAINT "results_history_chosen_provider_id_cloud_providers_id_fk" FOREIGN KEY ("chosen_provider_id") REFERENCES "public"."cloud_providers"("id") ON DELETE set null ON UPDATE no action;