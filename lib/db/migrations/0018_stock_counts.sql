ALTER TABLE "stock" ADD COLUMN "on_hand" integer;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "counted_at" timestamp with time zone;