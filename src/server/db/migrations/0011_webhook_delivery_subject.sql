ALTER TABLE "webhook_deliveries" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subject_idx" ON "webhook_deliveries" USING btree ("subject_id");