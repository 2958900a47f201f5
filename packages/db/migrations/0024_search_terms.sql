-- The word list's trigram index (pg_trgm is also created by 0015; kept here so this stands alone).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"kind" varchar(24) NOT NULL,
	"term" varchar(64) NOT NULL,
	"lexeme" varchar(64) NOT NULL,
	"df" integer NOT NULL,
	"lexeme_df" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_kind_term_pk" PRIMARY KEY("kind","term")
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_lexeme_idx" ON "search_terms" USING btree ("kind","lexeme");