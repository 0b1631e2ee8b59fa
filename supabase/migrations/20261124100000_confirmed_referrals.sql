-- A referral counts only once the filleul has confirmed their e-mail address. Supabase creates the auth.users row
-- (and so the profile and the referral) at sign-up, before any confirmation: without this, sign-ups to throw-away
-- addresses that are never confirmed would earn the sponsor the free aid and the discount tiers.
-- parrainages.confirmed_at is set when the filleul's address is confirmed (at once if it already is); the
-- sponsor's notification, the discount tiers, the free aid at 5 and mes_filleuls() count confirmed rows only,
-- and the sponsor does not see pending rows. The free aid stays granted once per sponsor, ever.

alter table public.parrainages add column confirmed_at timestamptz;

update public.parrainages p set confirmed_at = greatest(p.created_at, u.email_confirmed_at)
  from auth.users u
 where u.id = p.filleul_id and u.email_confirmed_at is not null and not coalesce(u.is_anonymous, false);

create index parrainages_parrain_confirmed_idx on public.parrainages (parrain_id) where confirmed_at is not null;

drop policy "parrainages: sponsor, sponsored or admin reads" on public.parrainages;
create policy "parrainages: sponsor (once confirmed), sponsored or admin reads" on public.parrainages
  for select to authenticated
  using (
    (parrain_id = (select auth.uid()) and confirmed_at is not null)
    or filleul_id = (select auth.uid())
    or (select public.is_admin())
  );

-- Whether this account's e-mail address is confirmed (an anonymous account never is).
create function private.has_confirmed_email(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from auth.users
     where id = p_user and email_confirmed_at is not null and not coalesce(is_anonymous, false)
  )
$$;

-- Same three refusals as before; the row is confirmed at once when the filleul already is.
create or replace function private.link_referral(p_filleul uuid, p_code text) returns public.parrainages
language plpgsql security definer set search_path = '' as $$
declare
  v_code text := upper(btrim(coalesce(p_code, '')));
  v_parrain uuid;
  v_row public.parrainages;
begin
  select id into v_parrain from public.profiles where referral_code = v_code;
  if v_parrain is null then
    raise exception 'Code de parrainage invalide' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.parrainages where filleul_id = p_filleul) then
    raise exception 'Vous avez déjà un parrain' using errcode = 'P0001';
  end if;
  if v_parrain = p_filleul then
    raise exception 'Vous ne pouvez pas vous parrainer vous-même' using errcode = 'P0001';
  end if;
  begin
    insert into public.parrainages (parrain_id, filleul_id, confirmed_at)
      values (v_parrain, p_filleul, case when private.has_confirmed_email(p_filleul) then now() end)
      returning * into v_row;
  exception when unique_violation then
    raise exception 'Vous avez déjà un parrain' using errcode = 'P0001';
  end;
  update public.profiles set parrain_code = v_code where id = p_filleul;
  return v_row;
end $$;

-- A referral that becomes confirmed notifies the sponsor; the 5th confirmed one earns one free aid, once ever.
drop trigger parrainages_created on public.parrainages;
drop function private.parrainage_created();

create function private.parrainage_confirmed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_name text;
  v_count integer;
begin
  -- one referral at a time per sponsor, so the count and the reward cannot race
  perform 1 from public.profiles where id = new.parrain_id for update;
  select name into v_name from public.profiles where id = new.filleul_id;
  perform private.notify(new.parrain_id, 'parrainage',
    format('%s a utilisé votre code de parrainage.', coalesce(v_name, 'Un nouvel utilisateur')), '/parrainage',
    jsonb_build_object('filleul_id', new.filleul_id));
  select count(*) into v_count from public.parrainages where parrain_id = new.parrain_id and confirmed_at is not null;
  if v_count >= 5 and not exists (
    select 1 from public.credit_movements where user_id = new.parrain_id and reason = 'parrainage'
  ) then
    perform private.apply_credit(new.parrain_id, 1, 'parrainage', null, null, 'Aide offerte pour 5 filleuls');
    update public.parrainages set rewarded = true
      where id in (select id from public.parrainages where parrain_id = new.parrain_id and confirmed_at is not null
                   order by confirmed_at, id limit 5);
    perform private.notify(new.parrain_id, 'parrainage',
      'Félicitations ! Vous avez parrainé 5 personnes : une aide vous est offerte.', '/parrainage', null);
  end if;
  return new;
end $$;
create trigger parrainages_confirmed_on_insert after insert on public.parrainages
  for each row when (new.confirmed_at is not null) execute function private.parrainage_confirmed();
create trigger parrainages_confirmed_on_update after update of confirmed_at on public.parrainages
  for each row when (old.confirmed_at is null and new.confirmed_at is not null)
  execute function private.parrainage_confirmed();

-- The filleul confirms their address (sign-up link or code, or an anonymous account made permanent).
create function private.confirm_referral() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.parrainages set confirmed_at = now() where filleul_id = new.id and confirmed_at is null;
  return new;
end $$;
create trigger on_auth_user_confirmed after update of email_confirmed_at, is_anonymous on auth.users
  for each row when (
    new.email_confirmed_at is not null and not coalesce(new.is_anonymous, false)
    and (old.email_confirmed_at is null or coalesce(old.is_anonymous, false))
  )
  execute function private.confirm_referral();

-- Discount tiers count confirmed filleuls only.
create or replace function public.referral_discount_percent(user_id uuid default null) returns integer
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := coalesce(referral_discount_percent.user_id, (select auth.uid()));
begin
  if v_user is distinct from (select auth.uid()) and not public.is_admin() and not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  return public.referral_discount_rate((
    select count(*)::integer from public.parrainages where parrain_id = v_user and confirmed_at is not null
  ));
end $$;

-- The sponsor's history: confirmed filleuls only, newest first.
create or replace function public.mes_filleuls()
returns table (filleul_id uuid, name text, created_at timestamptz, rewarded boolean, actif boolean)
language sql stable security definer set search_path = '' as $$
  select p.filleul_id, f.name, p.created_at, p.rewarded,
         exists (select 1 from public.form_requests r where r.user_id = p.filleul_id and r.status <> 'cancelled') as actif
  from public.parrainages p
  join public.profiles f on f.id = p.filleul_id
  where p.parrain_id = (select auth.uid()) and p.confirmed_at is not null
  order by p.created_at desc
$$;

revoke execute on all functions in schema private from public;
