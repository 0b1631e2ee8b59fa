-- Requests for aids, their timeline and their documents.

-- ---------------------------------------------------------------------------------------------------------
-- form_requests: created only by create_form_request() (which spends a credit). The owner reads them, edits
-- `data` while pending and may cancel a pending one; admins read all and change status. Payment fields are
-- written only by the payment functions.
create table public.form_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- kept equal to user_id: the original client filtered on either column
  auth_user_id uuid not null,
  form_type text not null check (char_length(form_type) between 1 and 100),
  aid_id text check (char_length(aid_id) <= 100),
  aid_name text check (char_length(aid_name) <= 200),
  estimated_amount numeric(12, 2) check (estimated_amount >= 0),
  status public.request_status not null default 'pending',
  payment_required boolean not null default false,
  payment_status public.request_payment_status,
  data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint form_requests_auth_user_matches check (auth_user_id = user_id),
  constraint form_requests_payment_status_needs_payment check (payment_status is null or payment_required),
  constraint form_requests_data_size check (pg_column_size(data) <= 100000)
);
alter table public.form_requests enable row level security;

create policy "form_requests: owner or admin reads" on public.form_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "form_requests: owner updates pending requests, admin any" on public.form_requests
  for update to authenticated
  using ((user_id = (select auth.uid()) and status = 'pending') or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.form_requests from anon, authenticated;
grant select on table public.form_requests to authenticated;
grant update (status, data) on table public.form_requests to authenticated;

create index form_requests_user_id_created_at_idx on public.form_requests (user_id, created_at desc);
create index form_requests_status_idx on public.form_requests (status);

-- What policies cannot say: a client may only move their own request pending → cancelled; only admins (or
-- trusted server code) change status otherwise.
create function private.guard_form_request_update() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if new.status is distinct from old.status and not public.is_admin() then
    if not (old.status = 'pending' and new.status = 'cancelled') then
      raise exception 'Seule une demande en attente peut être annulée.' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;

create trigger form_requests_guard before update on public.form_requests
  for each row execute function private.guard_form_request_update();
create trigger form_requests_touch before update on public.form_requests
  for each row execute function private.touch_updated_at();

-- The dashboard's four aid statuses, derived from the request status. Cancelled requests have none.
create function public.aid_statut(status public.request_status) returns public.aid_statut
language sql immutable security invoker set search_path = '' as $$
  select case status
    when 'pending' then 'en_attente'::public.aid_statut
    when 'in_progress' then 'en_cours'::public.aid_statut
    when 'approved' then 'obtenue'::public.aid_statut
    when 'completed' then 'obtenue'::public.aid_statut
    when 'rejected' then 'refusee'::public.aid_statut
    else null
  end
$$;

-- aides_demandees: the dashboard's "Mes aides", one row per non-cancelled request, read under the
-- caller's own rights (security_invoker) so form_requests' policies apply.
create view public.aides_demandees with (security_invoker = true) as
  select
    r.id,
    r.user_id,
    r.aid_id,
    coalesce(r.aid_name, r.form_type) as nom,
    r.form_type as type,
    public.aid_statut(r.status) as statut,
    r.status,
    r.estimated_amount as montant,
    r.payment_status,
    r.created_at as date_creation,
    r.updated_at as date_mise_a_jour
  from public.form_requests r
  where r.status <> 'cancelled';

revoke all on table public.aides_demandees from anon, authenticated;
grant select on table public.aides_demandees to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- request_events: the timeline of a request. Written by triggers and server functions only; read by whoever
-- can read the request.
create table public.request_events (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.form_requests (id) on delete cascade,
  type text not null check (type in ('created', 'status_changed', 'document_added', 'payment', 'comment')),
  old_status public.request_status,
  new_status public.request_status,
  details text check (char_length(details) <= 2000),
  actor_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.request_events enable row level security;

create policy "request_events: request owner or admin reads" on public.request_events
  for select to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.form_requests r where r.id = request_id and r.user_id = (select auth.uid()))
  );

revoke all on table public.request_events from anon, authenticated;
grant select on table public.request_events to authenticated;

create index request_events_request_id_idx on public.request_events (request_id, created_at);

-- ---------------------------------------------------------------------------------------------------------
-- request_documents: documents required for / attached to a request. The file itself lives in the private
-- storage bucket `documents` under `{user_id}/…`. The owner lists, adds and removes their documents; an
-- admin lists all and may add a required document (storage_path null = still to provide).
create table public.request_documents (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.form_requests (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  label text not null check (char_length(label) between 1 and 200),
  storage_path text check (char_length(storage_path) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- a file always sits in its owner's folder
  constraint request_documents_path_in_owner_folder check (storage_path is null or storage_path like user_id::text || '/%')
);
alter table public.request_documents enable row level security;

create policy "request_documents: owner or admin reads" on public.request_documents
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "request_documents: owner adds to own request, admin to any" on public.request_documents
  for insert to authenticated
  with check (
    exists (
      select 1 from public.form_requests r
      where r.id = request_id and r.user_id = request_documents.user_id
        and (r.user_id = (select auth.uid()) or (select public.is_admin()))
    )
  );
create policy "request_documents: owner or admin updates" on public.request_documents
  for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "request_documents: owner or admin deletes" on public.request_documents
  for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.request_documents from anon, authenticated;
grant select, delete on table public.request_documents to authenticated;
grant insert (request_id, user_id, label, storage_path) on table public.request_documents to authenticated;
grant update (label, storage_path) on table public.request_documents to authenticated;

create index request_documents_user_id_idx on public.request_documents (user_id);
create index request_documents_request_id_idx on public.request_documents (request_id);

create trigger request_documents_touch before update on public.request_documents
  for each row execute function private.touch_updated_at();
