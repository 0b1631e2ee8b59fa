-- The advisers' back-office (issue 14), part 5: the advisers a request can be assigned to (the « Confier à »
-- select of a request's page).
create function public.admin_list_advisers()
returns table (id uuid, name text, email text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select p.id, p.name, p.email from public.profiles p where p.role = 'admin' order by p.name, p.id;
end $$;
revoke execute on function public.admin_list_advisers() from public, anon;
grant execute on function public.admin_list_advisers() to authenticated;
