ALTER TABLE "enquiries" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "enquiries_client_idx" ON "enquiries" USING btree ("client_key","created_at");