ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."trx_status" = 'SHIPPED';--> statement-breakpoint
-- Hand-written backfill (not drizzle-kit's): orders completed before received_at existed take the time of their move
-- to COMPLETED as their receipt.
UPDATE "orders" SET "received_at" = (
  SELECT max(h."created_at") FROM "order_status_history" h WHERE h."order_id" = "orders"."id" AND h."to_status" = 'COMPLETED'
) WHERE "trx_status" = 'COMPLETED' AND "received_at" IS NULL;
