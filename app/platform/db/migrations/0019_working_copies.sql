CREATE TABLE "working_copies" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"entry" text NOT NULL,
	"base_version" integer,
	"fields" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_copies_user_id_kind_entry_pk" PRIMARY KEY("user_id","kind","entry")
);
--> statement-breakpoint
ALTER TABLE "working_copies" ADD CONSTRAINT "working_copies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "working_copies_kind_entry_idx" ON "working_copies" USING btree ("kind","entry");--> statement-breakpoint
CREATE INDEX "working_copies_saved_at_idx" ON "working_copies" USING btree ("saved_at");