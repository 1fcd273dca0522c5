CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "products_sizes_in_stock_idx" ON "products" USING gin ("sizes_in_stock");--> statement-breakpoint
-- hand-written:
-- Search at scale (issue #19 point 5, lib/server/catalog/search.ts). A query word is matched by trigram similarity
-- against the catalogue's vocabulary (search_words: a few hundred words plus the product codes, with its own
-- trigram index), not against every product; products are then found by the real words on the GIN index of
-- products.search_words (the distinct words of search_text, set by the search-text trigger).
CREATE OR REPLACE FUNCTION storefront_search_words(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}'::text[]) FROM regexp_split_to_table(t, '[^[:alnum:]]+') w WHERE w <> '' $$;--> statement-breakpoint
UPDATE products SET search_words = storefront_search_words(search_text);--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT unnest(search_words) FROM products ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
-- No query compares products.search_text by trigrams any more; its index only cost every write.
DROP INDEX IF EXISTS products_search_trgm_idx;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_text := storefront_search_text(NEW.product_name, NEW.product_code, NEW.color_name,
    (SELECT s.name FROM category_subs s WHERE s.id = NEW.category_sub_id));
  NEW.search_words := storefront_search_words(NEW.search_text);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER products_search_text ON products;--> statement-breakpoint
CREATE TRIGGER products_search_text
  BEFORE INSERT OR UPDATE OF product_name, product_code, color_name, category_sub_id, search_text, search_words ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text_trigger();--> statement-breakpoint
-- The vocabulary follows the products: new words are added (once per statement on inserts, so that a bulk load
-- stays one pass), and a word that no product holds any more leaves.
CREATE OR REPLACE FUNCTION search_words_added_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT unnest(search_words) FROM added_products ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_added
  AFTER INSERT ON products REFERENCING NEW TABLE AS added_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_added_trigger();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_changed_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  kept text[] := CASE WHEN TG_OP = 'DELETE' THEN '{}'::text[] ELSE NEW.search_words END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO search_words (word) SELECT unnest(NEW.search_words) ON CONFLICT DO NOTHING;
  END IF;
  DELETE FROM search_words s
    WHERE s.word = ANY (OLD.search_words) AND NOT s.word = ANY (kept)
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.search_words @> ARRAY[s.word]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_changed
  AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words)
  EXECUTE FUNCTION search_words_changed_trigger();--> statement-breakpoint
CREATE TRIGGER products_search_words_deleted
  AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_changed_trigger();--> statement-breakpoint
-- The listing's size filter (issue #19): products.sizes_in_stock holds the sizes some showroom has at least one unit
-- of, kept by statement triggers on stock (one pass per statement, so a bulk load stays fast); a product row is
-- written only when its set of sizes changes (a size sells out or comes back), not on every stock movement.
CREATE OR REPLACE FUNCTION storefront_sizes_in_stock(pid integer) RETURNS text[]
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(array_agg(DISTINCT size_code ORDER BY size_code), '{}'::text[]) FROM stock WHERE product_id = pid AND qty > 0 $$;--> statement-breakpoint
UPDATE products p SET sizes_in_stock = x.sizes
  FROM (SELECT product_id, array_agg(DISTINCT size_code ORDER BY size_code) AS sizes FROM stock WHERE qty > 0 GROUP BY product_id) x
  WHERE p.id = x.product_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_sizes_in_stock_sync(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE products p SET sizes_in_stock = x.sizes
    FROM (SELECT id, storefront_sizes_in_stock(id) AS sizes FROM unnest(ids) AS t(id)) x
    WHERE p.id = x.id AND p.sizes_in_stock IS DISTINCT FROM x.sizes
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_inserted_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM stock_sizes_in_stock_sync(ARRAY(SELECT DISTINCT product_id FROM new_stock WHERE qty > 0));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_updated_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM stock_sizes_in_stock_sync(ARRAY(
    SELECT n.product_id FROM new_stock n
      LEFT JOIN old_stock o ON o.showroom_id = n.showroom_id AND o.product_id = n.product_id AND o.size_code = n.size_code
      WHERE o.product_id IS NULL OR (o.qty > 0) <> (n.qty > 0)
    UNION
    SELECT o.product_id FROM old_stock o
      LEFT JOIN new_stock n ON o.showroom_id = n.showroom_id AND o.product_id = n.product_id AND o.size_code = n.size_code
      WHERE n.product_id IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_deleted_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM stock_sizes_in_stock_sync(ARRAY(SELECT DISTINCT product_id FROM old_stock WHERE qty > 0));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_sizes_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_inserted_trigger();--> statement-breakpoint
CREATE TRIGGER stock_sizes_updated AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_updated_trigger();--> statement-breakpoint
CREATE TRIGGER stock_sizes_deleted AFTER DELETE ON stock REFERENCING OLD TABLE AS old_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_deleted_trigger();
