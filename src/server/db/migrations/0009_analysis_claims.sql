CREATE TABLE "analysis_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"result_id" uuid,
	"error_status" integer,
	"error_message" text
);
