-- A promotion's code names one promotion (issue 25: « QA001-LPR » was accepted twice), ignoring case and
-- surrounding spaces. Promotions already sharing a code keep it with their id appended, so nothing
-- referencing them breaks; the lowest id keeps the plain code.

update promotions p set code = btrim(p.code) || ' (' || p.promotion_id || ')'
 where exists (select 1 from promotions o where lower(btrim(o.code)) = lower(btrim(p.code)) and o.promotion_id < p.promotion_id);
create unique index promotions_code_key on promotions (lower(btrim(code)));
