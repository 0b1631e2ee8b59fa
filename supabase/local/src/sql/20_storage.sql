-- Supabase Storage schema (spec §3.3): buckets, objects and the helper functions policies use.
-- Owned by supabase_storage_admin; RLS enabled without policies, so only service_role (BYPASSRLS) and the
-- policies an app's migrations add grant access. Idempotent: runs on every start.
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD'
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

-- Listing filters on a name prefix within one bucket.
create index if not exists objects_bucket_name_c on storage.objects (bucket_id, name collate "C");

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role, postgres;

-- 'u1/a/b.pdf' → {u1,a}
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:greatest(coalesce(array_length(string_to_array(name, '/'), 1), 0) - 1, 0)]
$$;

-- 'u1/a/b.pdf' → 'b.pdf'
create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select split_part(name, '/', -1)
$$;

-- 'u1/a/b.tar.gz' → 'gz'; no dot → the whole file name
create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select split_part(split_part(name, '/', -1), '.', -1)
$$;

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to public;
