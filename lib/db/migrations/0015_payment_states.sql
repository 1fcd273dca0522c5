ALTER TABLE "payments" ALTER COLUMN "status_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_amount" bigint;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."payment_state" = 'refund_due';--> statement-breakpoint
-- Backfill: the neutral state from the order's status (the Faspay codes 2/3/7/8 the shop stored moved the order to PAID/FAILED/EXPIRED/CANCELLED).
UPDATE "orders" SET "payment_state" = CASE
  WHEN "trx_status" IN ('PAID', 'PROCESSING', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED') THEN 'paid'
  WHEN "trx_status" = 'EXPIRED' THEN 'expired'
  WHEN "trx_status" = 'FAILED' THEN 'failed'
  WHEN "trx_status" = 'CANCELLED' THEN 'cancelled'
  ELSE 'pending' END;--> statement-breakpoint
-- A payment recorded after its order had ended (outcome LATE_PAYMENT_<status>) is owed back.
UPDATE "orders" SET "payment_state" = 'refund_due' WHERE "id" IN (SELECT "order_id" FROM "payment_notifications" WHERE "outcome" LIKE 'LATE_PAYMENT_%' AND "order_id" IS NOT NULL);--> statement-breakpoint
UPDATE "payments" SET "state" = "orders"."payment_state" FROM "orders" WHERE "orders"."id" = "payments"."order_id";--> statement-breakpoint
UPDATE "payments" SET "paid_amount" = "amount" WHERE "state" = 'refund_due';--> statement-breakpoint
-- The placeholders the shop wrote itself (not a provider's word) give way to the neutral state.
UPDATE "orders" SET "payment_status_code" = NULL, "payment_status_desc" = NULL
  WHERE ("payment_status_code", "payment_status_desc") IN (('0', 'Unprocessed'), ('7', 'Expired'), ('8', 'Cancelled'));--> statement-breakpoint
UPDATE "payments" SET "status_code" = NULL, "status_desc" = NULL
  WHERE ("status_code", "status_desc") IN (('0', 'Unprocessed'), ('7', 'Expired'), ('8', 'Cancelled'));
