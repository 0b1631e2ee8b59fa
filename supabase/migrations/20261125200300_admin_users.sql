-- The advisers' back-office (issue 14), part 4: ending a deactivated person's sessions. Called by
-- netlify/functions/admin-users.mts (service role) right after it bans the auth user: the ban refuses
-- sign-in and refresh; deleting the sessions makes Supabase Auth refuse the access tokens already issued
-- (getUser answers session_not_found) and revokes their refresh tokens (cascade).
create function public.end_user_sessions(user_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'Accès réservé aux conseillers.' using errcode = '42501';
  end if;
  delete from auth.sessions s where s.user_id = end_user_sessions.user_id;
  get diagnostics v_count = row_count;
  return v_count;
end $$;
revoke execute on function public.end_user_sessions(uuid) from public, anon, authenticated;
grant execute on function public.end_user_sessions(uuid) to service_role;
