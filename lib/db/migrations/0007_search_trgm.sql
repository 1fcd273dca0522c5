-- hand-written:
-- Typo-tolerant search (lib/server/catalog/search.ts): products.search_text holds the product's name, code, colour
-- and sub-category name, lower-cased and without accents, kept by triggers; a GIN trigram index serves it.
-- A trigger rather than a generated column: the sub-category name lives in another table and unaccent() is not
-- IMMUTABLE (a generated column or an expression index would need an immutable wrapper lying about it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_search_text(name text, code text, color text, sub_name text) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT lower(unaccent(concat_ws(' ', name, code, color, sub_name))) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_text := storefront_search_text(NEW.product_name, NEW.product_code, NEW.color_name,
    (SELECT s.name FROM category_subs s WHERE s.id = NEW.category_sub_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_text
  BEFORE INSERT OR UPDATE OF product_name, product_code, color_name, category_sub_id, search_text ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text_trigger();--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_subs_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products SET search_text = '' WHERE category_sub_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER category_subs_search_text
  AFTER UPDATE OF name ON category_subs
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION category_subs_search_text_trigger();--> statement-breakpoint
UPDATE products SET search_text = '';--> statement-breakpoint
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
