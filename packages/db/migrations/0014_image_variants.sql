CREATE TABLE "image_variants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint,
	"width" integer NOT NULL,
	"quality" integer NOT NULL,
	"format" varchar(8) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_variants_variant_uq" ON "image_variants" USING btree ("file_id","width","quality","format");--> statement-breakpoint
CREATE INDEX "image_variants_orphans_idx" ON "image_variants" USING btree ("id") WHERE "image_variants"."file_id" is null;