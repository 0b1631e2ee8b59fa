-- The client's account area (issue 12): saved simulations, support tickets about a request, the documents
-- bucket's limits, documents frozen once a request is processed, payments kept as an anonymised accounting
-- record when an account is deleted, the account history view and the RGPD data export.

-- ---------------------------------------------------------------------------------------------------------
-- user_settings.dark_mode: null until the person chooses (the account area then follows the device's
-- setting). No screen could set it before this migration, so the old default `false` was never a choice.
alter table public.user_settings alter column dark_mode drop not null, alter column dark_mode set default null;
update public.user_settings set dark_mode = null where dark_mode = false;

-- ---------------------------------------------------------------------------------------------------------
-- simulations: results of the simulator saved to the account ("Enregistrer dans mon compte"). The owner
-- saves, lists, re-opens and deletes them; admins read them (to advise). Never edited.
create table public.simulations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  answers jsonb not null default '{}',
  result jsonb not null,
  eligible_count integer not null check (eligible_count >= 0),
  monthly_total numeric(12, 2) not null default 0 check (monthly_total >= 0),
  yearly_total numeric(12, 2) not null default 0 check (yearly_total >= 0),
  created_at timestamptz not null default now(),
  constraint simulations_result_shape check (
    jsonb_typeof(result -> 'droitsEligibles') = 'array'
    and eligible_count = jsonb_array_length(result -> 'droitsEligibles')
  ),
  constraint simulations_size check (pg_column_size(answers) + pg_column_size(result) <= 300000)
);
alter table public.simulations enable row level security;

create policy "simulations: owner or admin reads" on public.simulations
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "simulations: owner saves" on public.simulations
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "simulations: owner deletes" on public.simulations
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.simulations from anon, authenticated;
grant select, delete on table public.simulations to authenticated;
grant insert (user_id, answers, result, eligible_count, monthly_total, yearly_total)
  on table public.simulations to authenticated;

create index simulations_user_id_created_at_idx on public.simulations (user_id, created_at desc);

-- At most 50 saved simulations per person: enough for any real use, and a bound on what one account stores.
create function private.simulations_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.profiles where id = new.user_id for update;
  if (select count(*) from public.simulations where user_id = new.user_id) >= 50 then
    raise exception 'Vous avez déjà 50 simulations enregistrées : supprimez-en une pour enregistrer celle-ci.'
      using errcode = 'P0001';
  end if;
  return new;
end $$;
revoke execute on function private.simulations_limit() from public;
create trigger simulations_limit before insert on public.simulations
  for each row execute function private.simulations_limit();

-- ---------------------------------------------------------------------------------------------------------
-- support_tickets.request_id: "contact an adviser" from an aid opens a ticket about that request.
alter table public.support_tickets
  add column request_id uuid references public.form_requests (id) on delete set null;
grant insert (request_id) on table public.support_tickets to authenticated;

drop policy "support_tickets: owner opens" on public.support_tickets;
create policy "support_tickets: owner opens" on public.support_tickets
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and status = 'open'
    and (request_id is null
         or exists (select 1 from public.form_requests r where r.id = request_id and r.user_id = (select auth.uid())))
  );

-- A ticket and its first message in one transaction (the form of /support). Runs with the caller's rights.
create function public.open_support_ticket(
  subject text, message text, request_id uuid default null, attachment_path text default null
) returns public.support_tickets
language plpgsql security invoker set search_path = '' as $$
declare
  v_ticket public.support_tickets;
begin
  if (select auth.uid()) is null then
    raise exception 'Vous devez être connecté pour accéder à cette page.' using errcode = '42501';
  end if;
  if nullif(btrim(coalesce(open_support_ticket.subject, '')), '') is null then
    raise exception 'Indiquez l’objet de votre demande.' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(open_support_ticket.message, '')), '') is null then
    raise exception 'Écrivez votre message.' using errcode = '22023';
  end if;
  insert into public.support_tickets (user_id, subject, request_id)
    values ((select auth.uid()), left(btrim(open_support_ticket.subject), 200), open_support_ticket.request_id)
    returning * into v_ticket;
  insert into public.support_messages (ticket_id, author_id, body, attachment_path)
    values (v_ticket.id, (select auth.uid()), btrim(open_support_ticket.message), open_support_ticket.attachment_path);
  return v_ticket;
end $$;
revoke execute on function public.open_support_ticket(text, text, uuid, text) from public, anon;
grant execute on function public.open_support_ticket(text, text, uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Documents of a request: the owner adds (or fills a document an adviser asked for) while the request is
-- pending or in progress, and removes one only while it is pending; advisers (admins) any time.
drop policy "request_documents: owner adds to own request, admin to any" on public.request_documents;
create policy "request_documents: owner adds to an open request, admin to any" on public.request_documents
  for insert to authenticated
  with check (
    exists (
      select 1 from public.form_requests r
      where r.id = request_id and r.user_id = request_documents.user_id
        and ((r.user_id = (select auth.uid()) and r.status in ('pending', 'in_progress')) or (select public.is_admin()))
    )
  );
drop policy "request_documents: owner or admin updates" on public.request_documents;
create policy "request_documents: owner updates on an open request, admin any" on public.request_documents
  for update to authenticated
  using (
    (select public.is_admin())
    or (user_id = (select auth.uid()) and exists (
      select 1 from public.form_requests r where r.id = request_id and r.status in ('pending', 'in_progress')))
  )
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
drop policy "request_documents: owner or admin deletes" on public.request_documents;
create policy "request_documents: owner deletes while pending, admin any" on public.request_documents
  for delete to authenticated
  using (
    (select public.is_admin())
    or (user_id = (select auth.uid()) and exists (
      select 1 from public.form_requests r where r.id = request_id and r.status = 'pending'))
  );

-- The file of a document that belongs to a request already being processed stays (the row cannot go either).
drop policy "documents: owner deletes own files" on storage.objects;
create policy "documents: owner deletes own files" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (
      select 1 from public.request_documents d join public.form_requests r on r.id = d.request_id
      where d.storage_path = objects.name and r.status <> 'pending'
    )
  );

-- A document row without a file is an adviser asking for it: the timeline says so (it used to read as if the
-- document had been added).
create or replace function private.request_document_added() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.request_events (request_id, type, details, actor_id)
    values (new.request_id, case when new.storage_path is null then 'comment' else 'document_added' end,
            case when new.storage_path is null then 'Document demandé : ' || new.label else new.label end,
            (select auth.uid()));
  return new;
end $$;
revoke execute on function private.request_document_added() from public;

-- Filling a document an adviser asked for (storage_path null → a file) shows on the timeline too.
create function private.request_document_provided() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.request_events (request_id, type, details, actor_id)
    values (new.request_id, 'document_added', new.label, (select auth.uid()));
  return new;
end $$;
revoke execute on function private.request_document_provided() from public;
create trigger request_documents_provided after update of storage_path on public.request_documents
  for each row when (old.storage_path is null and new.storage_path is not null)
  execute function private.request_document_provided();

-- ---------------------------------------------------------------------------------------------------------
-- Payments outlive the account: deleting a person (auth user → profile) keeps their payments as the
-- accounting record, with the person removed (user_id null) and the date of the deletion.
alter table public.payments alter column user_id drop not null;
alter table public.payments drop constraint payments_user_id_fkey;
alter table public.payments add constraint payments_user_id_fkey
  foreign key (user_id) references public.profiles (id) on delete set null;
alter table public.payments add column account_deleted_at timestamptz;

create function private.payment_anonymised() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.account_deleted_at := now();
  return new;
end $$;
revoke execute on function private.payment_anonymised() from public;
create trigger payments_anonymised before update of user_id on public.payments
  for each row when (old.user_id is not null and new.user_id is null)
  execute function private.payment_anonymised();

-- ---------------------------------------------------------------------------------------------------------
-- historique_compte: /historique, payments and credit movements as one list (server-side paging), read
-- under the caller's rights (security_invoker) so the two tables' policies apply.
create view public.historique_compte with (security_invoker = true) as
  select p.id, p.user_id, 'paiement'::text as kind, p.created_at, p.amount as amount_cents, null::integer as delta,
         p.status::text as status, coalesce(pk.name, o.label, p.pack_id, p.offer_id) as label, p.request_id,
         null::text as reason
  from public.payments p
  left join public.packs pk on pk.id = p.pack_id
  left join public.quick_buy_offers o on o.id = p.offer_id
  union all
  select m.id, m.user_id, 'credit'::text, m.created_at, null::integer, m.delta, null::text, m.note, m.request_id,
         m.reason::text
  from public.credit_movements m;

revoke all on table public.historique_compte from anon, authenticated;
grant select on table public.historique_compte to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- « Télécharger mes données » (RGPD art. 20): everything the caller's account holds, as one JSON document.
-- Security invoker and filtered on the caller, so an admin exports their own data only.
create function public.export_my_data() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'Vous devez être connecté pour accéder à cette page.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'export', jsonb_build_object('service', 'Aidy', 'date', now(),
      'base_legale', 'Règlement (UE) 2016/679 (RGPD), article 20 : droit à la portabilité'),
    'profil', (select to_jsonb(p) from public.profiles p where p.id = v_user),
    'reglages', (select to_jsonb(s) - 'user_id' from public.user_settings s where s.user_id = v_user),
    'solde_aides', public.credit_balance(),
    'demandes', coalesce((
      select jsonb_agg(to_jsonb(r) - 'auth_user_id' || jsonb_build_object(
        'evenements', coalesce((
          select jsonb_agg(to_jsonb(e) - 'actor_id' - 'request_id' order by e.created_at)
          from public.request_events e where e.request_id = r.id), '[]'::jsonb),
        'documents', coalesce((
          select jsonb_agg(jsonb_build_object('id', d.id, 'libelle', d.label, 'fichier', d.storage_path,
                                              'ajoute_le', d.created_at) order by d.created_at)
          from public.request_documents d where d.request_id = r.id), '[]'::jsonb)
      ) order by r.created_at)
      from public.form_requests r where r.user_id = v_user), '[]'::jsonb),
    'paiements', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.created_at) from public.payments p where p.user_id = v_user), '[]'::jsonb),
    'mouvements_de_credit', coalesce((
      select jsonb_agg(to_jsonb(m) - 'created_by' order by m.created_at)
      from public.credit_movements m where m.user_id = v_user), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.created_at) from public.notifications n where n.user_id = v_user), '[]'::jsonb),
    'parrainage', jsonb_build_object(
      'mon_code', (select referral_code from public.profiles where id = v_user),
      'code_de_mon_parrain', (select parrain_code from public.profiles where id = v_user),
      'filleuls', coalesce((
        select jsonb_agg(jsonb_build_object('nom', f.name, 'inscrit_le', f.created_at, 'actif', f.actif,
                                            'recompense', f.rewarded))
        from public.mes_filleuls() f), '[]'::jsonb)),
    'tickets_support', coalesce((
      select jsonb_agg(to_jsonb(t) || jsonb_build_object('messages', coalesce((
          select jsonb_agg(jsonb_build_object('de', case when m.is_admin then 'conseiller' else 'moi' end,
                                              'message', m.body, 'piece_jointe', m.attachment_path,
                                              'date', m.created_at) order by m.created_at)
          from public.support_messages m where m.ticket_id = t.id), '[]'::jsonb)) order by t.created_at)
      from public.support_tickets t where t.user_id = v_user), '[]'::jsonb),
    'simulations', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'date', s.created_at, 'reponses', s.answers,
                                          'resultat', s.result) order by s.created_at)
      from public.simulations s where s.user_id = v_user), '[]'::jsonb)
  );
end $$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
