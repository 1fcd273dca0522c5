ALTER TABLE "promos" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "max_uses_per_shopper" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "first_purchase_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "orders_pending_device_idx" ON "orders" USING btree ("device_id") WHERE "orders"."trx_status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "orders_pending_email_idx" ON "orders" USING btree (lower("guest_email")) WHERE "orders"."trx_status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "orders_pending_address_idx" ON "orders" USING btree ("client_address") WHERE "orders"."trx_status" = 'PENDING';--> statement-breakpoint
-- hand-written: a database that already holds orders starts each promo's count from the orders that hold a use.
UPDATE "promos" SET "used_count" = (SELECT count(*)::int FROM "orders" WHERE upper("orders"."promo_code") = upper("promos"."code") AND "orders"."trx_status" NOT IN ('EXPIRED', 'FAILED', 'CANCELLED'));
