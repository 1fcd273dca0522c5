ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('en', 'fr', 'id'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lang_check" CHECK ("orders"."lang" in ('en', 'fr', 'id'));