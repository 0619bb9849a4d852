CREATE TABLE "result_manage_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_manage_links" ADD CONSTRAINT "result_manage_links_result_id_results_history_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_manage_links_result_id_idx" ON "result_manage_links" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "result_manage_links_token_hash_idx" ON "result_manage_links" USING btree ("token_hash");