CREATE TABLE "content_changes" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"slug" text,
	"data" jsonb NOT NULL,
	"based_on" integer NOT NULL,
	"publish_at" timestamp with time zone,
	"actor_id" text,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_changes" ADD CONSTRAINT "content_changes_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_changes_scheduled_idx" ON "content_changes" USING btree ("publish_at") WHERE "content_changes"."publish_at" is not null;