-- Two-factor sign-in for advisers (issue 20). An adviser's password alone must not open the back-office: every
-- admin right (RLS policies, the admin_* functions, the triggers that audit them, the Netlify functions that
-- ask is_admin() with the caller's token) now also requires a session verified with a second factor, i.e. an
-- access token whose `aal` claim is `aal2`. Supabase Auth signs that claim (hosted GoTrue and the local
-- server alike), so it cannot be forged by the browser; a password-only session (aal1) of an adviser is
-- treated as a client's: their own rows only, and `Accès réservé aux conseillers.` from the admin functions.

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
     and exists (select 1 from public.profiles where id = (select auth.uid()) and role = 'admin')
$$;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- An adviser who lost their authenticator: another adviser resets their factors from the back-office user
-- page. Supabase Auth keeps factors in auth.mfa_factors (challenges follow by cascade). Never one's own (that
-- would let a stolen aal2 session silently move the second factor elsewhere). The person's sessions are
-- ended too, so they sign in again with their password and enrol a new factor. Audited.

-- The factors of a person, for the back-office user page (no secret ever leaves auth).
create function public.admin_user_mfa(user_id uuid)
returns table (id uuid, friendly_name text, factor_type text, status text, created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select f.id, f.friendly_name::text, f.factor_type::text, f.status::text, f.created_at
    from auth.mfa_factors f where f.user_id = admin_user_mfa.user_id order by f.created_at, f.id;
end $$;

create function public.admin_reset_mfa(user_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  perform private.require_admin();
  if admin_reset_mfa.user_id = (select auth.uid()) then
    raise exception 'Vous ne pouvez pas réinitialiser votre propre double authentification.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles where id = admin_reset_mfa.user_id) then
    raise exception 'Utilisateur introuvable.' using errcode = 'PT404';
  end if;
  delete from auth.mfa_factors f where f.user_id = admin_reset_mfa.user_id;
  get diagnostics v_count = row_count;
  delete from auth.sessions s where s.user_id = admin_reset_mfa.user_id;
  perform private.audit('user.mfa_reset', 'auth.mfa_factors', admin_reset_mfa.user_id::text,
    admin_reset_mfa.user_id, jsonb_build_object('factors', v_count), jsonb_build_object('factors', 0), null);
  return v_count;
end $$;

revoke execute on function public.admin_user_mfa(uuid) from public, anon;
grant execute on function public.admin_user_mfa(uuid) to authenticated;
revoke execute on function public.admin_reset_mfa(uuid) from public, anon;
grant execute on function public.admin_reset_mfa(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Appointments: the adviser of an appointment read and edited it by being its adviser_id, without asking
-- is_admin(). That is adviser data (a client's name, phone, topic): it now needs the aal2 session too.
drop policy "appointments: client, adviser or admin reads" on public.appointments;
create policy "appointments: client or adviser reads" on public.appointments
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
drop policy "appointments: adviser or admin edits" on public.appointments;
create policy "appointments: adviser edits" on public.appointments
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
