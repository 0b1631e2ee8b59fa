-- Accounts: enumerations, profiles, the admin check, user settings and referrals.
-- Convention for every table: RLS on, one policy per verb for `authenticated` (anon only where stated), table
-- rights revoked from anon/authenticated first (Supabase's default privileges grant everything) and then
-- granted back column by column. Internal helpers live in schema `private`, which the API never exposes.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;

create type public.user_role as enum ('client', 'admin');
create type public.request_status as enum ('pending', 'in_progress', 'approved', 'rejected', 'completed', 'cancelled');
create type public.request_payment_status as enum ('pending', 'completed', 'failed');
create type public.payment_status as enum ('pending', 'completed', 'failed');
create type public.notification_type as enum ('payment', 'request', 'parrainage', 'system', 'other');
create type public.credit_reason as enum ('aide_gratuite', 'achat_pack', 'parrainage', 'demande', 'remboursement', 'ajustement_admin');
create type public.aid_statut as enum ('en_attente', 'en_cours', 'obtenue', 'refusee');
create type public.ticket_status as enum ('open', 'answered', 'closed');

-- Keeps updated_at honest whoever writes the row.
create function private.touch_updated_at() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- profiles: one per auth user, created by the sign-up trigger. The owner reads it and edits name, phone and
-- avatar; admins read every profile. Nobody edits role, referral fields or aide_gratuite through the API.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  name text,
  full_name text,
  phone text,
  avatar_url text,
  role public.user_role not null default 'client',
  aide_gratuite boolean not null default true,
  -- referral_code: this user's own code, shared with friends. parrain_code: the sponsor's code, once used.
  referral_code text not null unique check (referral_code ~ '^[A-Z0-9]{6}$'),
  parrain_code text check (parrain_code ~ '^[A-Z0-9]{6}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_name_length check (char_length(name) <= 200 and char_length(full_name) <= 200),
  constraint profiles_phone_length check (char_length(phone) <= 30),
  constraint profiles_avatar_length check (char_length(avatar_url) <= 1000)
);
alter table public.profiles enable row level security;

-- The admin check every policy uses. Reads the role from the table, never from the JWT's user_metadata
-- (which the user can edit). Security definer so it does not recurse into profiles' own policies.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles where id = (select auth.uid()) and role = 'admin')
$$;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

create policy "profiles: owner or admin reads" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy "profiles: owner updates" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (name, full_name, phone, avatar_url) on table public.profiles to authenticated;

create trigger profiles_touch before update on public.profiles
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------------------
-- user_settings: preferences of /profil and /parametres, created at sign-up. Owner reads and edits the
-- toggles; admins read.
create table public.user_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  dark_mode boolean not null default false,
  email_notifications boolean not null default true,
  sms_notifications boolean not null default false,
  in_app_notifications boolean not null default true,
  appointment_reminders boolean not null default true,
  updated_at timestamptz not null default now()
);
alter table public.user_settings enable row level security;

create policy "user_settings: owner or admin reads" on public.user_settings
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "user_settings: owner updates" on public.user_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on table public.user_settings from anon, authenticated;
grant select on table public.user_settings to authenticated;
grant update (dark_mode, email_notifications, sms_notifications, in_app_notifications, appointment_reminders)
  on table public.user_settings to authenticated;

create trigger user_settings_touch before update on public.user_settings
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------------------
-- parrainages: who sponsored whom. Created only by use_referral_code() / sign-up; the sponsor and the
-- sponsored person read their rows; admins read all and may set `rewarded`. Clients never write.
create table public.parrainages (
  id uuid primary key default gen_random_uuid(),
  parrain_id uuid not null,
  filleul_id uuid not null,
  created_at timestamptz not null default now(),
  date date not null default current_date,
  rewarded boolean not null default false,
  constraint parrainages_parrain_id_fkey foreign key (parrain_id) references public.profiles (id) on delete cascade,
  constraint parrainages_filleul_id_fkey foreign key (filleul_id) references public.profiles (id) on delete cascade,
  constraint parrainages_filleul_id_key unique (filleul_id),
  constraint parrainages_not_self check (parrain_id <> filleul_id)
);
alter table public.parrainages enable row level security;

create policy "parrainages: sponsor, sponsored or admin reads" on public.parrainages
  for select to authenticated
  using (parrain_id = (select auth.uid()) or filleul_id = (select auth.uid()) or (select public.is_admin()));
create policy "parrainages: admin updates" on public.parrainages
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

revoke all on table public.parrainages from anon, authenticated;
grant select on table public.parrainages to authenticated;
grant update (rewarded) on table public.parrainages to authenticated;

create index parrainages_parrain_id_idx on public.parrainages (parrain_id);
