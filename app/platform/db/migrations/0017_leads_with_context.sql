CREATE TABLE "enquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"product_title" text NOT NULL,
	"product_slug" text,
	"colour" text,
	"area_sqft" numeric(9, 2),
	"boxes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "state_changed_by" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "shipping" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "coverage_per_box" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "boxes_per_pallet" integer;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_events_enquiry_idx" ON "enquiry_events" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_lines_enquiry_idx" ON "enquiry_lines" USING btree ("enquiry_id","position");--> statement-breakpoint
CREATE INDEX "enquiry_lines_product_idx" ON "enquiry_lines" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_state_idx" ON "enquiries" USING btree ("state","created_at");--> statement-breakpoint
UPDATE "enquiries" SET "state" = 'contacted', "state_changed_at" = "handled_at", "state_changed_by" = "handled_by" WHERE "handled_at" IS NOT NULL;
--> statement-breakpoint
WITH "written" AS (
	SELECT "id",
		replace((regexp_match("packing", '(?<![\d.,])(\d{1,5}(?:[.,]\d{1,2})?)(?!\d|[.,]\d)\s*(?:sq\.?\s*ft\.?|sqft|ft²|ft2|pi²|pi2|pi\.?\s*ca\.?)\s*(?:/|per|par)\s*(?:box|carton|ctn|case|bo[iî]te|caisse)', 'i'))[1], ',', '.')::numeric AS "feet",
		replace((regexp_match("packing", '(?<![\d.,])(\d{1,5}(?:[.,]\d{1,2})?)(?!\d|[.,]\d)\s*(?:m²|m2|sq\.?\s*m\.?|sqm)\s*(?:/|per|par)\s*(?:box|carton|ctn|case|bo[iî]te|caisse)', 'i'))[1], ',', '.')::numeric AS "metres",
		(regexp_match("packing", '(?<![\d.,])(\d{1,5})(?!\d|[.,]\d)\s*(?:box(?:es)?|cartons?|ctns?|cases?|bo[iî]tes?|caisses?)\s*(?:/|per|par)\s*(?:pallet|palette|plt|skid)', 'i'))[1]::integer AS "boxes"
	FROM "products"
	WHERE "packing" IS NOT NULL AND btrim("packing") <> ''
), "read" AS (
	SELECT "id", coalesce("feet", round("metres" * 10.7639104167, 2)) AS "coverage", "boxes" FROM "written"
)
UPDATE "products" SET
	"coverage_per_box" = CASE WHEN "products"."coverage_per_box" IS NULL AND "read"."coverage" > 0 AND "read"."coverage" <= 99999.99 THEN "read"."coverage" ELSE "products"."coverage_per_box" END,
	"boxes_per_pallet" = CASE WHEN coalesce("products"."boxes_per_pallet", 0) = 0 AND "read"."boxes" > 0 THEN "read"."boxes" ELSE "products"."boxes_per_pallet" END
FROM "read"
WHERE "read"."id" = "products"."id" AND ("read"."coverage" IS NOT NULL OR "read"."boxes" IS NOT NULL);
