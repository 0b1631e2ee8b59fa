-- Private storage bucket for request documents and support attachments: one folder per user,
-- `{user_id}/…`. The owner reads, uploads, replaces and deletes files in their folder; advisers (admins)
-- read every file. Anonymous visitors have no access.
insert into storage.buckets (id, name, public) values ('documents', 'documents', false) on conflict do nothing;

create policy "documents: owner or admin reads" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'documents'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
create policy "documents: owner uploads to own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "documents: owner replaces own files" on storage.objects
  for update to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "documents: owner deletes own files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- A document row added to a request shows on its timeline.
create function private.request_document_added() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.request_events (request_id, type, details, actor_id)
    values (new.request_id, 'document_added', new.label, (select auth.uid()));
  return new;
end $$;
create trigger request_documents_added after insert on public.request_documents
  for each row execute function private.request_document_added();
