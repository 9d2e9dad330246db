-- The point of sale's catalogue keyword (issue 26): the code and the three descriptions, without accents and in lower
-- case, kept in one column, so a keyword is one `like` per article. Folding the four columns at every search cost
-- about 40 ms of database CPU per catalogue page with a keyword (translate and ilike over every active article,
-- twice with the count). Fields are separated by \x1f, which no keyword holds (http/input.ts refuses control
-- characters), so a match never spans two of them: a keyword matches the column when it matches one of the fields,
-- as `translate(field) ilike translate(keyword)` did (ilike compares the lower-case forms, as `lower` gives them).
create function fold_text(value text) returns text language sql immutable parallel safe as $$
  select lower(translate(value, 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ',
                                'aaaaaaceeeeiiiinooooouuuuyyoAAAAAACEEEEIIIINOOOOOUUUUYY'))
$$;

alter table articles add column search text not null generated always as (
  fold_text(code || E'\x1f' || description_long || E'\x1f' || description_short || E'\x1f' || coalesce(commercial_designation, ''))
) stored;
