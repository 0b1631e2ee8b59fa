-- Hardening of files, links and error statuses (issue 11).

-- ---------------------------------------------------------------------------------------------------------
-- Documents bucket: the types a proof of income or identity comes in, 10 Mo at most. Hosted Storage and the
-- local server refuse anything else (415 / 413) before a byte is stored.
update storage.buckets
   set file_size_limit = 10485760,
       allowed_mime_types = array['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp']
 where id = 'documents';

-- Only an account that still exists writes files: a deleted user's unexpired token must not upload.
drop policy "documents: owner uploads to own folder" on storage.objects;
create policy "documents: owner uploads to own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text
    and exists (select 1 from public.profiles where id = (select auth.uid()))
  );
drop policy "documents: owner replaces own files" on storage.objects;
create policy "documents: owner replaces own files" on storage.objects
  for update to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (
    bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text
    and exists (select 1 from public.profiles where id = (select auth.uid()))
  );

-- File paths recorded in rows name one object: no empty, `.` or `..` segment, no control character.
alter table public.request_documents add constraint request_documents_storage_path_plain
  check (storage_path is null or (storage_path ~ '^[^/]+(/[^/]+)+$' and storage_path !~ '(^|/)\.\.?(/|$)'
                                  and storage_path !~ '[[:cntrl:]]'));
alter table public.support_messages add constraint support_messages_attachment_path_plain
  check (attachment_path is null or (attachment_path ~ '^[^/]+(/[^/]+)+$' and attachment_path !~ '(^|/)\.\.?(/|$)'
                                     and attachment_path !~ '[[:cntrl:]]'));

-- ---------------------------------------------------------------------------------------------------------
-- Notification links are paths of this site: `/…` but never `//host` (a protocol-relative URL leaves the site).
update public.notifications set link = null where link is not null and link !~ '^/([^/\\]|$)';
alter table public.notifications drop constraint notifications_link_check;
alter table public.notifications add constraint notifications_link_check
  check (link ~ '^/([A-Za-z0-9_?=&%.-][A-Za-z0-9/_?=&%.-]*)?$');

-- ---------------------------------------------------------------------------------------------------------
-- "Not found" raised as PT404: PostgREST answers HTTP 404 (P0002 would be a 500 there).

-- The user's cancel button (seed §4): only a pending request; runs with the caller's rights, so a request the
-- caller cannot see is not found.
create or replace function public.cancel_form_request(request_id uuid) returns public.form_requests
language plpgsql security invoker set search_path = '' as $$
declare
  v_request public.form_requests;
begin
  select * into v_request from public.form_requests where id = cancel_form_request.request_id;
  if not found then
    raise exception 'Demande introuvable.' using errcode = 'PT404';
  end if;
  if v_request.status <> 'pending' then
    raise exception 'Seule une demande en attente peut être annulée.' using errcode = 'P0001';
  end if;
  update public.form_requests set status = 'cancelled' where id = v_request.id returning * into v_request;
  return v_request;
end $$;

create or replace function public.set_request_status(request_id uuid, status public.request_status, details text default null)
returns public.form_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_request public.form_requests;
begin
  if not public.is_admin() and not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  perform set_config('aidy.status_details', coalesce(left(details, 2000), ''), true);
  update public.form_requests set status = set_request_status.status
    where id = set_request_status.request_id returning * into v_request;
  perform set_config('aidy.status_details', '', true);
  if v_request.id is null then
    raise exception 'Demande introuvable.' using errcode = 'PT404';
  end if;
  return v_request;
end $$;

-- A client's own payment row must carry the server-side price and may only point at their own request.
create or replace function private.guard_payment_insert() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  -- trusted writers pass; a row for someone else is left to the insert policy, which refuses it
  if current_user not in ('authenticated', 'anon') or new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  if new.amount <> public.checkout_price_cents(new.pack_id, new.offer_id, null) then
    raise exception 'Montant incorrect pour cette offre.' using errcode = '22023';
  end if;
  if new.request_id is not null
     and not exists (select 1 from public.form_requests r where r.id = new.request_id and r.user_id = (select auth.uid())) then
    raise exception 'Demande introuvable.' using errcode = 'PT404';
  end if;
  return new;
end $$;

revoke execute on all functions in schema private from public;
