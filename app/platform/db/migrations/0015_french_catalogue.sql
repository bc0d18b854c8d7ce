ALTER TABLE "product_categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "content_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "series_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, coalesce(nullif("products"."title_fr", ''), "products"."title", '')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce(nullif("products"."series_fr", ''), "products"."series", '') || ' ' || coalesce(nullif("products"."color_fr", ''), "products"."color", '')), 'B') || setweight(to_tsvector('french'::regconfig, coalesce(nullif("products"."content_fr", ''), "products"."content", '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("products"."title", '') || ' ' || coalesce("products"."series", '') || ' ' || coalesce("products"."color", '') || ' ' || coalesce("products"."content", '') || ' ' || coalesce("products"."title_fr", '') || ' ' || coalesce("products"."series_fr", '') || ' ' || coalesce("products"."color_fr", '') || ' ' || coalesce("products"."content_fr", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_fr_idx" ON "products" USING gin ("search_vector_fr");
