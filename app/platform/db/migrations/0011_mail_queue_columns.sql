DROP INDEX "enquiries_delivery_idx";--> statement-breakpoint
DROP INDEX "outgoing_mail_delivery_idx";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "outgoing_mail" DROP COLUMN "next_attempt_at";