ALTER TABLE "products" ADD COLUMN "level_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packing_fr" text;--> statement-breakpoint
UPDATE "products" SET "level_fr" = 'Sélect et meilleur' WHERE "level" = 'Select & Better' AND "level_fr" IS NULL;