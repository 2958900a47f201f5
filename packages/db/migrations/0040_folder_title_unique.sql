-- A person's folder names are unique whatever their case. Folders already named alike keep the
-- oldest as it is; each later one gets its id appended ("Recruiters (412)"), so the index can be built.
UPDATE "conversation_folders" f SET "title" = left(f."title", 80 - length(' (' || f."id" || ')')) || ' (' || f."id" || ')'
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id", lower("title") ORDER BY "id") AS nth
      FROM "conversation_folders" WHERE "user_id" IS NOT NULL
  ) d
 WHERE d."id" = f."id" AND d.nth > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_folders_user_title_uq" ON "conversation_folders" USING btree ("user_id",lower("title")) WHERE "conversation_folders"."user_id" is not null;
