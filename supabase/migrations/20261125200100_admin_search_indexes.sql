-- The advisers' back-office (issue 14), part 2: search helpers and the indexes its lists need. Measured with
-- `npm run bench:admin` (10,000 users, 50,000 requests, 20,000 payments); see docs/schema.md « Indexes ».

-- Trigram indexes make « contains » searches (`like '%…%'`) use an index; unaccent makes them
-- accent-insensitive. Both ship with hosted Supabase and with PGlite.
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Lower case, no accents. Immutable so that indexes can use it (the unaccent dictionary is fixed). These
-- helpers are PL/pgSQL with everything in one expression: an SQL function that cannot be inlined costs an
-- executor start-up per row, and the trigram index rechecks every candidate row with them (measured: 30 µs
-- → 6 µs a row).
create function private.search_norm(t text) returns text
language plpgsql immutable parallel safe set search_path = '' as $$
begin
  return pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(t, '')));
end $$;

-- A phone number as digits only, +33 written as a leading 0 (« +33 6 01 02 03 04 » = « 06.01.02.03.04 »).
create function private.phone_digits(t text) returns text
language plpgsql immutable parallel safe set search_path = '' as $$
begin
  return pg_catalog.regexp_replace(
    pg_catalog.regexp_replace(pg_catalog.btrim(coalesce(t, '')), '^(\+|00)33\s*\(?0?\)?', '0'), '[^0-9]', '', 'g');
end $$;

-- Everything a user can be found by, in one string: name, e-mail and referral code (normalised), and the
-- phone's digits. Same expressions as the two functions above, written out.
create function private.profile_search_text(name text, email text, phone text, referral_code text) returns text
language plpgsql immutable parallel safe set search_path = '' as $$
begin
  return pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary,
           coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(referral_code, '')))
    || ' ' || pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(pg_catalog.btrim(coalesce(phone, '')), '^(\+|00)33\s*\(?0?\)?', '0'),
           '[^0-9]', '', 'g');
end $$;

-- The pattern for a search box entry: a phone-like entry matches digits, anything else the normalised text;
-- LIKE's wildcards typed by the adviser are taken literally. Null for an empty entry.
create function private.search_pattern(search text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
    when nullif(btrim(coalesce(search, '')), '') is null then null
    when btrim(search) ~ '^\+?[0-9][0-9 .()/-]*$' and char_length(private.phone_digits(search)) >= 2
      then '%' || private.phone_digits(search) || '%'
    else '%' || replace(replace(replace(private.search_norm(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  end
$$;

revoke execute on all functions in schema private from public;
-- Index expressions run with the rights of whoever writes the row (a client editing their phone, creating a
-- request): these three pure text functions must be executable by the API roles. They stay unreachable
-- through the API, which has no USAGE on schema private.
grant execute on function private.search_norm(text), private.phone_digits(text),
  private.profile_search_text(text, text, text, text) to anon, authenticated, service_role;

-- Lists page with `order by <column> desc, id desc limit 50 offset n`: a (column, id) index walked backwards
-- serves it without sorting the table.
-- Users: the search box (trigram on the combined text), the sorts, the sign-up counts of the dashboard.
create index profiles_search_trgm_idx on public.profiles
  using gin (private.profile_search_text(name, email, phone, referral_code) extensions.gin_trgm_ops);
create index profiles_created_at_idx on public.profiles (created_at, id);
create index profiles_name_idx on public.profiles (name, id);
create index profiles_email_idx on public.profiles (email, id);
create index profiles_admins_idx on public.profiles (id) where role = 'admin';
create index credit_balances_balance_idx on public.credit_balances (balance);

-- Requests: newest first, with or without a status / aid filter; the advisers' queue; the aid-name search.
create index form_requests_created_at_idx on public.form_requests (created_at, id);
create index form_requests_status_created_at_idx on public.form_requests (status, created_at, id);
create index form_requests_aid_id_created_at_idx on public.form_requests (aid_id, created_at, id);
create index form_requests_assigned_to_idx on public.form_requests (assigned_to, created_at desc);
create index form_requests_aid_name_trgm_idx on public.form_requests
  using gin (private.search_norm(aid_name) extensions.gin_trgm_ops);

-- Payments: newest first, by status, and the revenue of a month (completed payments by completion date).
create index payments_created_at_idx on public.payments (created_at, id);
create index payments_status_created_at_idx on public.payments (status, created_at, id);
create index payments_completed_at_idx on public.payments (completed_at) where status = 'completed';

-- Support, referrals, contact messages.
create index support_tickets_status_idx on public.support_tickets (status, updated_at);
create index parrainages_created_at_idx on public.parrainages (created_at desc);
create index contact_messages_handled_idx on public.contact_messages (handled, created_at desc);
