ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "category_subs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "categories" SET "translations" = '{"fr":{"name":"HAUTS"},"id":{"name":"ATASAN"}}'::jsonb WHERE "name" = 'TOPS' AND "translations" = '{}'::jsonb;--> statement-breakpoint
UPDATE "categories" SET "translations" = '{"fr":{"name":"BAS"},"id":{"name":"BAWAHAN"}}'::jsonb WHERE "name" = 'BOTTOMS' AND "translations" = '{}'::jsonb;
