-- GoTrue's auth schema (spec §1.7, §4): the tables the auth service writes and hosted migrations reference.
-- Owned by supabase_auth_admin; no grants to anon/authenticated (they only have USAGE on the schema).
-- Re-run at every start, so everything here is idempotent.
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null default gen_random_uuid() primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_idx on auth.users (instance_id);
create unique index if not exists confirmation_token_idx on auth.users (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users (email_change_token_current) where email_change_token_current !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users (email_change_token_new) where email_change_token_new !~ '^[0-9 ]*$';
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Authentication methods of a session, so refreshed tokens keep their original `amr`.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  id uuid not null default gen_random_uuid() primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table if not exists auth.flow_state (
  id uuid not null primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz default now(),
  ip_address varchar(64) not null default ''
);

-- MFA (GoTrue's mfa_factors / mfa_challenges): TOTP factors of a user and the challenges opened against them.
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null; end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null; end $$;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;

create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid not null primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- Nonces of GET /reauthenticate live in auth.users (reauthentication_token, reauthentication_sent_at).

alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;
alter table auth.flow_state owner to supabase_auth_admin;
alter table auth.audit_log_entries owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;

alter table auth.users enable row level security;
revoke all on auth.users, auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims, auth.flow_state,
  auth.audit_log_entries, auth.mfa_factors, auth.mfa_challenges from anon, authenticated;

-- This server's own guard (not part of hosted GoTrue's schema): REST and storage writes made with the token
-- of a user who no longer exists, or who is banned (a deactivated account), are refused, although the token
-- itself has not expired yet.
create or replace function auth.require_live_user(p_sub uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  v_banned_until timestamptz;
begin
  select banned_until into v_banned_until from auth.users where id = p_sub and deleted_at is null;
  if not found then
    raise exception 'User from sub claim in JWT does not exist' using errcode = '42501';
  end if;
  if v_banned_until > now() then
    raise exception 'User is banned' using errcode = '42501';
  end if;
end $$;
alter function auth.require_live_user(uuid) owner to supabase_auth_admin;
revoke execute on function auth.require_live_user(uuid) from public;
