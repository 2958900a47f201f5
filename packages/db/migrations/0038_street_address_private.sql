-- A person's street address is a contact detail: like e-mail and phone it is private until its owner
-- shows it (the accounts module's DEFAULT_VISIBILITY.address is false). City and state stay public.
-- The people's search document follows: the street line is in it only when shown (`true`), and the
-- documents of people who never set the switch are rebuilt without it.
CREATE OR REPLACE FUNCTION individual_search_document(d individual_details) RETURNS tsvector LANGUAGE sql STABLE AS $$
  select setweight(to_tsvector('english', coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(d.specialty, '') || ' '
       || case when coalesce(d.visibility -> 'occupation' <> 'false'::jsonb, true) then coalesce(d.occupation, '') else '' end), 'B')
    || setweight(to_tsvector('english',
          case when coalesce(d.visibility -> 'about' <> 'false'::jsonb, true) then coalesce(d.about, '') else '' end || ' '
       || case when coalesce(d.visibility -> 'address' = 'true'::jsonb, false) then coalesce(d.address, '') else '' end || ' '
       || coalesce(d.city, '') || ' ' || coalesce(d.state, '') || ' '
       || case when coalesce(d.visibility -> 'skills' <> 'false'::jsonb, true)
            then coalesce((select string_agg(s.name, ' ') from skills s where s.user_id = d.user_id and s.is_visible), '') else '' end || ' '
       || case when coalesce(d.visibility -> 'licenses' <> 'false'::jsonb, true)
            then coalesce((select string_agg(l.license_type, ' ') from licenses l where l.user_id = d.user_id and l.is_visible), '') else '' end), 'C')
  from users u where u.id = d.user_id
$$;--> statement-breakpoint
UPDATE individual_details d SET search_document = individual_search_document(d)
 WHERE d.address IS NOT NULL AND d.address <> '' AND NOT (d.visibility ? 'address');
