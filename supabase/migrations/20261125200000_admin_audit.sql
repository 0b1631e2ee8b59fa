-- The advisers' back-office (issue 14), part 1: the append-only audit log of every admin write, the triggers
-- that fill it, the adviser a request is assigned to, and the last-admin guard.

-- ---------------------------------------------------------------------------------------------------------
-- The admin check of every back-office function: « Accès réservé aux conseillers. » (42501 → HTTP 403).
create function private.require_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Accès réservé aux conseillers.' using errcode = '42501';
  end if;
end $$;
revoke execute on function private.require_admin() from public;

-- ---------------------------------------------------------------------------------------------------------
-- admin_audit_log: who did what, when, before → after. Admins read it; nobody writes it through the API
-- (only the security-definer functions and triggers below insert); UPDATE, DELETE and TRUNCATE are refused
-- by triggers, for the table owner too. actor_id / target_user_id are plain uuids (no foreign key): the log
-- outlives the accounts it mentions.
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_email text,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_table text not null,
  target_id text,
  target_user_id uuid,
  before jsonb,
  after jsonb,
  note text check (char_length(note) <= 2000),
  created_at timestamptz not null default now()
);
alter table public.admin_audit_log enable row level security;

create policy "admin_audit_log: admin reads" on public.admin_audit_log
  for select to authenticated
  using ((select public.is_admin()));

revoke all on table public.admin_audit_log from anon, authenticated;
grant select on table public.admin_audit_log to authenticated;

create index admin_audit_log_created_at_idx on public.admin_audit_log (created_at desc);
create index admin_audit_log_target_user_idx on public.admin_audit_log (target_user_id, created_at desc);
create index admin_audit_log_target_idx on public.admin_audit_log (target_table, target_id, created_at desc);
create index admin_audit_log_action_idx on public.admin_audit_log (action, created_at desc);

create function private.audit_log_immutable() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  raise exception 'Le journal des actions des conseillers ne peut être ni modifié ni effacé.' using errcode = '42501';
end $$;
revoke execute on function private.audit_log_immutable() from public;
create trigger admin_audit_log_no_update before update or delete on public.admin_audit_log
  for each row execute function private.audit_log_immutable();
create trigger admin_audit_log_no_truncate before truncate on public.admin_audit_log
  for each statement execute function private.audit_log_immutable();

-- One audit row, written for the current caller (auth.uid()) or the given actor.
create function private.audit(
  p_action text, p_table text, p_target_id text, p_target_user uuid, p_before jsonb, p_after jsonb,
  p_note text default null, p_actor uuid default null
) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_actor uuid := coalesce(p_actor, (select auth.uid()));
  v_id bigint;
begin
  insert into public.admin_audit_log (actor_id, actor_email, action, target_table, target_id, target_user_id,
                                      before, after, note)
  values (v_actor, (select email from public.profiles where id = v_actor), p_action, p_table, p_target_id,
          p_target_user, p_before, p_after, left(nullif(btrim(coalesce(p_note, '')), ''), 2000))
  returning id into v_id;
  return v_id;
end $$;
revoke execute on function private.audit(text, text, text, uuid, jsonb, jsonb, text, uuid) from public;

-- For the Netlify functions acting for an adviser (deactivate/delete an account, refunds): service_role only;
-- the actor must be an admin.
create function public.record_admin_action(
  actor_id uuid, action text, target_table text, target_id text default null, target_user_id uuid default null,
  before jsonb default null, after jsonb default null, note text default null
) returns bigint
language plpgsql security definer set search_path = '' as $$
begin
  if auth.role() is distinct from 'service_role' then
    raise exception 'Accès réservé aux conseillers.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles p where p.id = record_admin_action.actor_id and p.role = 'admin') then
    raise exception 'L’auteur de l’action doit être un conseiller.' using errcode = '22023';
  end if;
  return private.audit(action, target_table, target_id, target_user_id, before, after, note, actor_id);
end $$;
revoke execute on function public.record_admin_action(uuid, text, text, text, uuid, jsonb, jsonb, text)
  from public, anon, authenticated;
grant execute on function public.record_admin_action(uuid, text, text, text, uuid, jsonb, jsonb, text) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Audit triggers: any write made by an adviser (through the admin functions or a direct REST write their
-- policies allow) leaves one row. Arguments: action, the column holding the person concerned, the columns
-- kept in before/after (comma-separated). Writes by clients, the service role or operators are not admin
-- actions and are not logged here.
create function private.audit_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_keys text[] := string_to_array(tg_argv[2], ',');
  v_note text := nullif(current_setting('aidy.audit_note', true), '');
begin
  if (select auth.uid()) is null or not public.is_admin() then
    return null;
  end if;
  if tg_table_name = 'form_requests' and tg_argv[0] = 'request.status' then
    v_note := coalesce(v_note, nullif(current_setting('aidy.status_details', true), ''));
  elsif tg_table_name = 'credit_movements' then
    v_note := v_new ->> 'note';
  end if;
  perform private.audit(
    tg_argv[0], tg_table_name, v_row ->> 'id', (v_row ->> tg_argv[1])::uuid,
    (select jsonb_object_agg(k, v_old -> k) from unnest(v_keys) k where v_old is not null),
    (select jsonb_object_agg(k, v_new -> k) from unnest(v_keys) k where v_new is not null),
    v_note);
  return null;
end $$;
revoke execute on function private.audit_change() from public;

-- form_requests: the adviser in charge (null = nobody yet). No foreign key: a second relationship between
-- form_requests and profiles would make the client's embed `form_requests?select=*,profiles(…)` ambiguous
-- (PGRST201). admin_assign_request checks the adviser; a trigger unassigns when they stop being one.
alter table public.form_requests add column assigned_to uuid;

create function private.unassign_former_adviser() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.form_requests set assigned_to = null where assigned_to = old.id;
  return null;
end $$;
revoke execute on function private.unassign_former_adviser() from public;
create trigger profiles_unassign_on_demotion after update of role on public.profiles
  for each row when (old.role = 'admin' and new.role <> 'admin')
  execute function private.unassign_former_adviser();
create trigger profiles_unassign_on_delete after delete on public.profiles
  for each row when (old.role = 'admin')
  execute function private.unassign_former_adviser();

create trigger form_requests_audit_status after update of status on public.form_requests
  for each row when (new.status is distinct from old.status)
  execute function private.audit_change('request.status', 'user_id', 'status');
create trigger form_requests_audit_assigned after update of assigned_to on public.form_requests
  for each row when (new.assigned_to is distinct from old.assigned_to)
  execute function private.audit_change('request.assigned', 'user_id', 'assigned_to');
create trigger form_requests_audit_data after update of data on public.form_requests
  for each row when (new.data is distinct from old.data)
  execute function private.audit_change('request.data', 'user_id', 'data');

create trigger request_documents_audit_insert after insert on public.request_documents
  for each row execute function private.audit_change('request.document_requested', 'user_id', 'request_id,label,storage_path');
create trigger request_documents_audit_update after update on public.request_documents
  for each row execute function private.audit_change('request.document_updated', 'user_id', 'request_id,label,storage_path');
create trigger request_documents_audit_delete after delete on public.request_documents
  for each row execute function private.audit_change('request.document_deleted', 'user_id', 'request_id,label,storage_path');

create trigger credit_movements_audit after insert on public.credit_movements
  for each row when (new.reason = 'ajustement_admin')
  execute function private.audit_change('credits.adjusted', 'user_id', 'delta,reason');

create trigger profiles_audit_role after update of role on public.profiles
  for each row when (new.role is distinct from old.role)
  execute function private.audit_change('user.role', 'id', 'role');

create trigger support_tickets_audit_status after update of status on public.support_tickets
  for each row when (new.status is distinct from old.status)
  execute function private.audit_change('ticket.status', 'user_id', 'status');

create trigger contact_messages_audit after update of handled on public.contact_messages
  for each row when (new.handled is distinct from old.handled)
  execute function private.audit_change('contact.handled', '', 'handled');

create trigger parrainages_audit_rewarded after update of rewarded on public.parrainages
  for each row when (new.rewarded is distinct from old.rewarded)
  execute function private.audit_change('referral.rewarded', 'parrain_id', 'rewarded');

create trigger packs_audit_insert after insert on public.packs
  for each row execute function private.audit_change('pack.created', '',
    'name,description,price_cents,aide_count,features,popular,sort_order,active');
create trigger packs_audit_update after update on public.packs
  for each row execute function private.audit_change('pack.updated', '',
    'name,description,price_cents,aide_count,features,popular,sort_order,active');
create trigger quick_buy_offers_audit_insert after insert on public.quick_buy_offers
  for each row execute function private.audit_change('offer.created', '', 'label,price_cents,aide_count,sort_order,active');
create trigger quick_buy_offers_audit_update after update on public.quick_buy_offers
  for each row execute function private.audit_change('offer.updated', '', 'label,price_cents,aide_count,sort_order,active');

-- An adviser's message on a ticket: logged against the ticket and its owner.
create function private.audit_support_reply() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.is_admin and (select auth.uid()) is not null and public.is_admin() then
    perform private.audit('ticket.replied', 'support_tickets', new.ticket_id::text,
      (select user_id from public.support_tickets where id = new.ticket_id), null,
      jsonb_build_object('message_id', new.id, 'body', new.body), null);
  end if;
  return null;
end $$;
revoke execute on function private.audit_support_reply() from public;
create trigger support_messages_audit after insert on public.support_messages
  for each row execute function private.audit_support_reply();

-- A notification an adviser inserts by hand through the API (system messages). Notifications made by the
-- server's own triggers run as the function owner and are not separate admin actions.
create function private.audit_notification_sent() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if current_user = 'authenticated' and public.is_admin() then
    perform private.audit('notification.sent', 'notifications', new.id::text, new.user_id, null,
      jsonb_build_object('type', new.type, 'message', new.message, 'link', new.link), null);
  end if;
  return null;
end $$;
revoke execute on function private.audit_notification_sent() from public;
create trigger notifications_audit after insert on public.notifications
  for each row execute function private.audit_notification_sent();

-- ---------------------------------------------------------------------------------------------------------
-- There is always at least one adviser: demoting the last admin is refused, whoever does it (the role changes
-- only through admin_set_role or an operator's SQL).
create function private.keep_one_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'admin' and new.role <> 'admin' then
    -- serialises concurrent demotions: each sees the other's result
    perform 1 from public.profiles where role = 'admin' for update;
    if not exists (select 1 from public.profiles where role = 'admin' and id <> old.id) then
      raise exception 'Il doit rester au moins un conseiller.' using errcode = '22023';
    end if;
  end if;
  return new;
end $$;
revoke execute on function private.keep_one_admin() from public;
create trigger profiles_keep_one_admin before update of role on public.profiles
  for each row execute function private.keep_one_admin();

-- ---------------------------------------------------------------------------------------------------------
-- The two admin functions that existed before the back-office: same signatures, the back-office's refusal
-- message, and their writes are now audited (by the triggers above).
create or replace function public.set_request_status(request_id uuid, status public.request_status, details text default null)
returns public.form_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_request public.form_requests;
begin
  if not public.is_admin() and not private.caller_is_trusted() then
    raise exception 'Accès réservé aux conseillers.' using errcode = '42501';
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

create or replace function public.admin_adjust_credits(user_id uuid, delta integer, note text) returns integer
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() and not private.caller_is_trusted() then
    raise exception 'Accès réservé aux conseillers.' using errcode = '42501';
  end if;
  if delta is null or delta = 0 or nullif(btrim(coalesce(note, '')), '') is null then
    raise exception 'Indiquez une variation non nulle et un motif.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles p where p.id = admin_adjust_credits.user_id) then
    raise exception 'Utilisateur introuvable.' using errcode = 'PT404';
  end if;
  return private.apply_credit(admin_adjust_credits.user_id, delta, 'ajustement_admin', null, null, left(btrim(note), 500));
end $$;

revoke execute on all functions in schema private from public;
