CREATE TABLE "imported_files" (
	"source_url" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
