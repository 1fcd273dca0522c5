ALTER TABLE "products" ADD COLUMN "style" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style") WHERE "products"."style" is not null;--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("sold_30d" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category_id","sold_30d" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("id") WHERE "products"."sold_30d" > 0;--> statement-breakpoint
CREATE INDEX "orders_paid_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_state" = 'paid';