-- Anonymous sign-ins (supabase auth.signInAnonymously) must not mint free aids: one would be a new credit per
-- throw-away session. They get their profile without the free aid, which is granted when the account becomes
-- permanent (is_anonymous true → false).

create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_name text;
  v_permanent boolean := not coalesce(new.is_anonymous, false);
begin
  v_name := left(coalesce(
    nullif(btrim(concat_ws(' ', nullif(btrim(v_meta ->> 'prenom'), ''), nullif(btrim(v_meta ->> 'nom'), ''))), ''),
    nullif(btrim(v_meta ->> 'full_name'), ''),
    nullif(btrim(v_meta ->> 'name'), '')
  ), 200);
  insert into public.profiles (id, email, name, full_name, phone, role, aide_gratuite, referral_code)
  values (new.id, new.email, v_name, v_name, left(nullif(btrim(v_meta ->> 'telephone'), ''), 30), 'client', v_permanent,
          private.new_referral_code());
  insert into public.user_settings (user_id) values (new.id);
  if v_permanent then
    perform private.apply_credit(new.id, 1, 'aide_gratuite', null, null, 'Aide offerte à l''inscription');
  end if;
  if nullif(btrim(v_meta ->> 'ref'), '') is not null then
    begin
      perform private.link_referral(new.id, v_meta ->> 'ref');
    exception when others then
      null; -- a wrong code in a sign-up link must never block the sign-up itself
    end;
  end if;
  return new;
end $$;

-- E-mail sync, and the free aid when an anonymous account becomes permanent.
create or replace function private.sync_user_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.email is distinct from old.email then
    update public.profiles set email = new.email where id = new.id;
  end if;
  if coalesce(old.is_anonymous, false) and not coalesce(new.is_anonymous, false)
     and not exists (select 1 from public.credit_movements where user_id = new.id and reason = 'aide_gratuite') then
    update public.profiles set aide_gratuite = true where id = new.id;
    perform private.apply_credit(new.id, 1, 'aide_gratuite', null, null, 'Aide offerte à l''inscription');
  end if;
  return new;
end $$;
revoke execute on function private.handle_new_user(), private.sync_user_email() from public;

drop trigger on_auth_user_email_changed on auth.users;
create trigger on_auth_user_email_changed after update of email, is_anonymous on auth.users
  for each row when (new.email is distinct from old.email or new.is_anonymous is distinct from old.is_anonymous)
  execute function private.sync_user_email();
