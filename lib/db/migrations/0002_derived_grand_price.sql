-- grand_price and is_sale were stored at write time: a price changed in the database left them (and every page) stale.
-- They become generated columns; dropping the old columns drops their indexes, which are created again below.
ALTER TABLE "products" drop column "grand_price";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grand_price" integer GENERATED ALWAYS AS ((greatest(0::numeric, floor((net_price::bigint * (100 - direct_disc_percent) + 50) / 100.0) - direct_disc_nominal))::integer) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "is_sale" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" drop column "is_sale";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_sale" boolean GENERATED ALWAYS AS (((greatest(0::numeric, floor((net_price::bigint * (100 - direct_disc_percent) + 50) / 100.0) - direct_disc_nominal))::integer < retail_price)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("grand_price","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","grand_price","id");--> statement-breakpoint
CREATE INDEX "products_sub_price_idx" ON "products" USING btree ("category_sub_id","grand_price","id");--> statement-breakpoint
CREATE INDEX "products_sale_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_sale";
