ALTER TABLE "results_history" ADD COLUMN "provider_name" text;--> statement-breakpoint
-- Results stored before this column: the compared provider's current name, while it still exists.
UPDATE "results_history" AS r SET "provider_name" = p."name" FROM "cloud_providers" AS p WHERE p."id" = r."cloud_provider_id";
