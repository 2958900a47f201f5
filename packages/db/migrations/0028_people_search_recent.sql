-- People search (issue 20): published profiles newest first, walked and stopped at the search's
-- candidate window (browse, and common words), instead of sorting every published profile.
CREATE INDEX "individual_details_search_recent_idx" ON "individual_details" USING btree ("published_at" DESC NULLS LAST, "user_id" DESC NULLS LAST) WHERE "is_published";
