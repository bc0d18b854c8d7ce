CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"uploaded_by" text,
	"uploaded_by_email" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("media"."file_name" || ' ' || "media"."description_en" || ' ' || "media"."description_fr")) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_path_idx" ON "media" USING btree ("path");--> statement-breakpoint
CREATE INDEX "media_uploaded_idx" ON "media" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "media_uploader_idx" ON "media" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "media_file_idx" ON "media" USING btree (regexp_replace(split_part(split_part(btrim("path"), '?', 1), '#', 1), '^.*(/|%2[Ff])', ''));--> statement-breakpoint
CREATE INDEX "media_search_idx" ON "media" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The uploads records already name: one row each, its size read later from the file (decision 065).
INSERT INTO "media" ("path", "file_name", "content_type")
SELECT DISTINCT ON (found.path) found.path, regexp_replace(found.path, '^.*/', ''),
	CASE WHEN found.path ~* '\.png$' THEN 'image/png' ELSE 'image/jpeg' END
FROM (
	SELECT substring("picture" from '(uploads/[0-9]{4}/[0-9]{2}/[A-Za-z0-9]+\.(?:jpg|png))') AS path FROM "products"
	UNION ALL
	SELECT substring("image_url" from '(uploads/[0-9]{4}/[0-9]{2}/[A-Za-z0-9]+\.(?:jpg|png))') FROM "product_images"
	UNION ALL
	SELECT substring(value #>> '{}' from '(uploads/[0-9]{4}/[0-9]{2}/[A-Za-z0-9]+\.(?:jpg|png))')
	FROM "content_entries", jsonb_path_query("content_entries"."data", 'strict $.**') AS value
	WHERE jsonb_typeof(value) = 'string'
	UNION ALL
	SELECT substring("storage_key" from '(uploads/[0-9]{4}/[0-9]{2}/[A-Za-z0-9]+\.(?:jpg|png))') FROM "imported_files"
) AS found
WHERE found.path IS NOT NULL
ON CONFLICT ("path") DO NOTHING;

