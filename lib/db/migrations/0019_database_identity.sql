CREATE TABLE "database_identity" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_identity_one_row" CHECK ("database_identity"."singleton")
);
--> statement-breakpoint
-- The database's identity (lib/db/database-identity.ts): a random id per database, written once, here.
INSERT INTO "database_identity" DEFAULT VALUES;
