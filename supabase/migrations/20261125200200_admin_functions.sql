-- The advisers' back-office (issue 14), part 3: the functions the /admin screens call (contract:
-- docs/admin-api.md). Every one is security definer with an empty search_path, starts with
-- private.require_admin() and is executable by `authenticated` only. Writes are audited by the triggers of
-- part 1.

-- Pagination arguments: page from 1, 1 to 200 rows a page.
create function private.check_page(page_size integer, page integer) returns void
language plpgsql immutable security invoker set search_path = '' as $$
begin
  if page_size is null or page_size < 1 or page_size > 200 then
    raise exception 'La taille de page doit être comprise entre 1 et 200.' using errcode = '22023';
  end if;
  if page is null or page < 1 then
    raise exception 'Le numéro de page doit être supérieur ou égal à 1.' using errcode = '22023';
  end if;
end $$;

-- A status filter must name a value of the enum (any value, so statuses added later work too).
create function private.check_enum(p_type regtype, p_value text, p_message text) returns void
language plpgsql stable security invoker set search_path = '' as $$
begin
  if p_value is not null and not exists (select 1 from pg_catalog.pg_enum where enumtypid = p_type and enumlabel = p_value) then
    raise exception '%', p_message using errcode = '22023';
  end if;
end $$;

-- The start of a Paris calendar day, as a timestamptz.
create function private.paris_day_start(d date) returns timestamptz
language sql immutable parallel safe set search_path = '' as $$
  select d::timestamp at time zone 'Europe/Paris'
$$;

revoke execute on all functions in schema private from public;

-- Row types of the paginated lists (a function's arguments and result columns may not share names, and the
-- contract keeps both, e.g. the `status` filter and the `status` column).
create type public.admin_user_row as (
  id uuid, name text, email text, phone text, referral_code text, role text, created_at timestamptz,
  balance integer, requests_count integer, deactivated boolean, total_count bigint
);
create type public.admin_request_row as (
  id uuid, created_at timestamptz, status text, payment_status text, aid_id text, aid_name text, form_type text,
  estimated_amount numeric, user_id uuid, owner_name text, owner_email text, owner_phone text, assigned_to uuid,
  assigned_name text, updated_at timestamptz, total_count bigint
);
create type public.admin_payment_row as (
  id uuid, created_at timestamptz, status text, amount_cents integer, pack_id text, offer_id text, request_id uuid,
  user_id uuid, owner_name text, owner_email text, stripe_payment_intent_id text, total_count bigint,
  total_amount_cents bigint
);
create type public.admin_ticket_row as (
  id uuid, subject text, status text, created_at timestamptz, updated_at timestamptz, user_id uuid,
  owner_name text, owner_email text, request_id uuid, last_message text, last_message_at timestamptz,
  last_message_is_admin boolean, total_count bigint
);
create type public.admin_referral_row as (
  id uuid, created_at timestamptz, parrain_id uuid, parrain_name text, parrain_email text, filleul_id uuid,
  filleul_name text, filleul_email text, confirmed_at timestamptz, rewarded boolean, total_count bigint
);
create type public.admin_contact_message_row as (
  id uuid, created_at timestamptz, name text, email text, subject text, message text, handled boolean,
  total_count bigint
);
create type public.admin_audit_row as (
  id bigint, created_at timestamptz, actor_id uuid, actor_email text, action text, target_table text,
  target_id text, target_user_id uuid, before jsonb, after jsonb, note text, total_count bigint
);

-- ---------------------------------------------------------------------------------------------------------
-- Tableau de bord.
create function public.admin_dashboard() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_month timestamptz := private.paris_day_start(date_trunc('month', v_today::timestamp)::date);
  v_last_month timestamptz := private.paris_day_start((date_trunc('month', v_today::timestamp) - interval '1 month')::date);
begin
  perform private.require_admin();
  return jsonb_build_object(
    'requests_by_status', (
      select jsonb_object_agg(s.status, coalesce(c.n, 0))
      from unnest(enum_range(null::public.request_status)) s(status)
      left join (select r.status, count(*) as n from public.form_requests r group by r.status) c on c.status = s.status),
    'signups_today', (select count(*) from public.profiles where created_at >= private.paris_day_start(v_today)),
    'signups_7d', (select count(*) from public.profiles where created_at >= private.paris_day_start(v_today - 6)),
    'signups_30d', (select count(*) from public.profiles where created_at >= private.paris_day_start(v_today - 29)),
    'revenue_this_month_cents', (
      select coalesce(sum(amount), 0) from public.payments
      where status = 'completed' and completed_at >= v_month),
    'revenue_last_month_cents', (
      select coalesce(sum(amount), 0) from public.payments
      where status = 'completed' and completed_at >= v_last_month and completed_at < v_month),
    'open_tickets', (select count(*) from public.support_tickets where status <> 'closed'),
    'waiting_over_48h', (
      select count(*) from public.form_requests where status = 'pending' and created_at < now() - interval '48 hours')
  );
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Utilisateurs.
create function public.admin_list_users(
  search text default null, sort text default 'created_at', descending boolean default true,
  page_size integer default 50, page integer default 1
) returns setof public.admin_user_row
language plpgsql stable security definer set search_path = '' as $$
declare
  v_pattern text := private.search_pattern(search);
  v_where text := case when v_pattern is null then 'true'
    else 'private.profile_search_text(p.name, p.email, p.phone, p.referral_code) like $1' end;
  v_order text;
  v_dir text := case when coalesce(descending, true) then 'desc' else 'asc' end;
  v_total bigint;
begin
  perform private.require_admin();
  perform private.check_page(page_size, page);
  v_order := case coalesce(sort, 'created_at')
    when 'created_at' then 'p.created_at'
    when 'name' then 'p.name'
    when 'email' then 'p.email'
    when 'balance' then 'coalesce(b.balance, 0)'
  end;
  if v_order is null then
    raise exception 'Tri inconnu : created_at, name, email ou balance.' using errcode = '22023';
  end if;
  execute format('select count(*) from public.profiles p where %s', v_where) into v_total using v_pattern;
  -- The page's ids first (an index walk on the sort column and id, both in the same direction), then the
  -- rest of each of the 50 rows.
  return query execute format(
    $q$select p.id, p.name, p.email, p.phone, p.referral_code, p.role::text, p.created_at,
              coalesce(b.balance, 0), (select count(*)::integer from public.form_requests r where r.user_id = p.id),
              coalesce(u.banned_until > now(), false), $2::bigint
       from (select p.*, %2$s as sort_key from public.profiles p
             %4$s
             where %1$s
             order by %2$s %3$s, p.id %3$s
             limit $3 offset $4) p
       left join public.credit_balances b on b.user_id = p.id
       left join auth.users u on u.id = p.id
       order by p.sort_key %3$s, p.id %3$s$q$,
    v_where, v_order, v_dir,
    case when sort = 'balance' then 'left join public.credit_balances b on b.user_id = p.id' else '' end)
  using v_pattern, v_total, page_size, (page - 1) * page_size;
end $$;

create function public.admin_user_detail(user_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := admin_user_detail.user_id;
  v_profile public.profiles;
begin
  perform private.require_admin();
  select * into v_profile from public.profiles where id = v_user;
  if not found then
    raise exception 'Utilisateur introuvable.' using errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'profile', to_jsonb(v_profile),
    'email', coalesce((select u.email from auth.users u where u.id = v_user), v_profile.email),
    'deactivated', coalesce((select u.banned_until > now() from auth.users u where u.id = v_user), false),
    'balance', coalesce((select balance from public.credit_balances where credit_balances.user_id = v_user), 0),
    'ledger', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.created_at desc)
      from public.credit_movements m where m.user_id = v_user), '[]'::jsonb),
    'requests', coalesce((
      select jsonb_agg(to_jsonb(r) - 'data' - 'auth_user_id' order by r.created_at desc)
      from public.form_requests r where r.user_id = v_user), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.created_at desc)
      from public.payments p where p.user_id = v_user), '[]'::jsonb),
    'referrals', jsonb_build_object(
      'sponsor', (
        select jsonb_build_object('id', s.id, 'name', s.name, 'email', s.email)
        from public.parrainages pr join public.profiles s on s.id = pr.parrain_id
        where pr.filleul_id = v_user),
      'referred', coalesce((
        select jsonb_agg(jsonb_build_object('id', pr.id, 'filleul_id', pr.filleul_id, 'name', f.name, 'email', f.email,
                                            'created_at', pr.created_at, 'confirmed_at', pr.confirmed_at,
                                            'rewarded', pr.rewarded) order by pr.created_at desc)
        from public.parrainages pr join public.profiles f on f.id = pr.filleul_id
        where pr.parrain_id = v_user), '[]'::jsonb)),
    'tickets', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'subject', t.subject, 'status', t.status,
                                          'created_at', t.created_at, 'updated_at', t.updated_at,
                                          'request_id', t.request_id) order by t.created_at desc)
      from public.support_tickets t where t.user_id = v_user), '[]'::jsonb),
    'audit', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.created_at desc, a.id desc)
      from (select * from public.admin_audit_log l where l.target_user_id = v_user
            order by l.created_at desc, l.id desc limit 100) a), '[]'::jsonb)
  );
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Demandes.
create function public.admin_list_requests(
  status text default null, aid text default null, date_from date default null, date_to date default null,
  waiting_for_me boolean default false, search text default null, page_size integer default 50, page integer default 1
) returns setof public.admin_request_row
language plpgsql stable security definer set search_path = '' as $$
declare
  v_pattern text := private.search_pattern(search);
  v_where text[] := array['true'];
  v_sql text;
  v_total bigint;
begin
  perform private.require_admin();
  perform private.check_page(page_size, page);
  perform private.check_enum('public.request_status'::regtype, status, 'Statut de demande inconnu.');
  if status is not null then v_where := array_append(v_where, 'r.status = $1::public.request_status'); end if;
  if nullif(aid, '') is not null then v_where := array_append(v_where, 'r.aid_id = $2'); end if;
  if date_from is not null then v_where := array_append(v_where, 'r.created_at >= private.paris_day_start($3)'); end if;
  if date_to is not null then v_where := array_append(v_where, 'r.created_at < private.paris_day_start($4 + 1)'); end if;
  if coalesce(waiting_for_me, false) then
    v_where := array_append(v_where, $w$r.status in ('pending', 'in_progress') and (r.assigned_to = $5 or r.assigned_to is null)$w$);
  end if;
  if v_pattern is not null then
    v_where := array_append(v_where, $w$(r.user_id = any (array(
        select p.id from public.profiles p
        where private.profile_search_text(p.name, p.email, p.phone, p.referral_code) like $6))
      or private.search_norm(r.aid_name) like $6)$w$);
  end if;
  v_sql := array_to_string(v_where, ' and ');
  execute 'select count(*) from public.form_requests r where ' || v_sql into v_total
    using status, aid, date_from, date_to, (select auth.uid()), v_pattern;
  return query execute format(
    $q$select r.id, r.created_at, r.status::text, r.payment_status::text, r.aid_id, r.aid_name, r.form_type,
              r.estimated_amount, r.user_id, o.name, o.email, o.phone, r.assigned_to, a.name, r.updated_at, $7::bigint
       from (select * from public.form_requests r where %s order by r.created_at desc, r.id desc limit $8 offset $9) r
       left join public.profiles o on o.id = r.user_id
       left join public.profiles a on a.id = r.assigned_to
       order by r.created_at desc, r.id desc$q$, v_sql)
  using status, aid, date_from, date_to, (select auth.uid()), v_pattern, v_total, page_size, (page - 1) * page_size;
end $$;

create function public.admin_request_detail(request_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_request public.form_requests;
begin
  perform private.require_admin();
  select * into v_request from public.form_requests where id = admin_request_detail.request_id;
  if not found then
    raise exception 'Demande introuvable.' using errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'request', to_jsonb(v_request) - 'auth_user_id'
      || jsonb_build_object('assigned_name', (select name from public.profiles where id = v_request.assigned_to)),
    'owner', (select jsonb_build_object('id', p.id, 'name', p.name, 'email', p.email, 'phone', p.phone,
                                        'created_at', p.created_at)
              from public.profiles p where p.id = v_request.user_id),
    'events', coalesce((
      select jsonb_agg(to_jsonb(e) || jsonb_build_object('actor_name', a.name) order by e.created_at, e.id)
      from public.request_events e left join public.profiles a on a.id = e.actor_id
      where e.request_id = v_request.id), '[]'::jsonb),
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'label', d.label, 'storage_path', d.storage_path,
                                          'created_at', d.created_at, 'updated_at', d.updated_at)
                       order by d.created_at, d.id)
      from public.request_documents d where d.request_id = v_request.id), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.created_at desc)
      from public.payments p where p.request_id = v_request.id), '[]'::jsonb),
    'audit', coalesce((
      select jsonb_agg(to_jsonb(l) order by l.created_at desc, l.id desc)
      from public.admin_audit_log l
      where (l.target_table = 'form_requests' and l.target_id = v_request.id::text)
         or (l.target_table = 'request_documents' and l.after ->> 'request_id' = v_request.id::text)
         or (l.target_table = 'request_documents' and l.before ->> 'request_id' = v_request.id::text)),
      '[]'::jsonb)
  );
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Paiements.
create function public.admin_list_payments(
  status text default null, date_from date default null, date_to date default null, search text default null,
  page_size integer default 50, page integer default 1
) returns setof public.admin_payment_row
language plpgsql stable security definer set search_path = '' as $$
declare
  v_pattern text := private.search_pattern(search);
  v_user uuid;
  v_where text[] := array['true'];
  v_sql text;
  v_total bigint;
  v_amount bigint;
begin
  perform private.require_admin();
  perform private.check_page(page_size, page);
  perform private.check_enum('public.payment_status'::regtype, status, 'Statut de paiement inconnu.');
  if btrim(coalesce(search, '')) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    v_user := btrim(search)::uuid;
    v_pattern := null;
  end if;
  if status is not null then v_where := array_append(v_where, 'p.status = $1::public.payment_status'); end if;
  if date_from is not null then v_where := array_append(v_where, 'p.created_at >= private.paris_day_start($2)'); end if;
  if date_to is not null then v_where := array_append(v_where, 'p.created_at < private.paris_day_start($3 + 1)'); end if;
  if v_user is not null then v_where := array_append(v_where, 'p.user_id = $5'); end if;
  if v_pattern is not null then
    v_where := array_append(v_where, $w$p.user_id = any (array(
        select o.id from public.profiles o
        where private.profile_search_text(o.name, o.email, o.phone, o.referral_code) like $4))$w$);
  end if;
  v_sql := array_to_string(v_where, ' and ');
  execute 'select count(*), coalesce(sum(p.amount) filter (where p.status = ''completed''), 0)
             from public.payments p where ' || v_sql
    into v_total, v_amount using status, date_from, date_to, v_pattern, v_user;
  return query execute format(
    $q$select p.id, p.created_at, p.status::text, p.amount, p.pack_id, p.offer_id, p.request_id, p.user_id,
              o.name, o.email, p.payment_intent_id, $6::bigint, $7::bigint
       from (select * from public.payments p where %s order by p.created_at desc, p.id desc limit $8 offset $9) p
       left join public.profiles o on o.id = p.user_id
       order by p.created_at desc, p.id desc$q$, v_sql)
  using status, date_from, date_to, v_pattern, v_user, v_total, v_amount, page_size, (page - 1) * page_size;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Support: tickets waiting for an adviser first (the longest-waiting on top), then answered, then closed.
create function public.admin_list_tickets(status text default null, page_size integer default 50, page integer default 1)
returns setof public.admin_ticket_row
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  perform private.check_page(page_size, page);
  perform private.check_enum('public.ticket_status'::regtype, status, 'Statut de ticket inconnu.');
  return query
    select t.id, t.subject, t.status::text, t.created_at, t.updated_at, t.user_id, o.name, o.email, t.request_id,
           m.body, coalesce(m.created_at, t.created_at), m.is_admin, count(*) over ()
    from public.support_tickets t
    left join public.profiles o on o.id = t.user_id
    left join lateral (
      select sm.body, sm.created_at, sm.is_admin from public.support_messages sm
      where sm.ticket_id = t.id order by sm.created_at desc, sm.id desc limit 1) m on true
    where admin_list_tickets.status is null or t.status::text = admin_list_tickets.status
    order by case t.status when 'open' then 0 when 'answered' then 1 else 2 end,
             case when t.status = 'open' then coalesce(m.created_at, t.created_at) end asc,
             coalesce(m.created_at, t.created_at) desc, t.id
    limit page_size offset (page - 1) * page_size;
end $$;

create function public.admin_ticket_detail(ticket_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_ticket public.support_tickets;
begin
  perform private.require_admin();
  select * into v_ticket from public.support_tickets where id = admin_ticket_detail.ticket_id;
  if not found then
    raise exception 'Ticket introuvable.' using errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'ticket', to_jsonb(v_ticket),
    'owner', (select jsonb_build_object('id', p.id, 'name', p.name, 'email', p.email, 'phone', p.phone)
              from public.profiles p where p.id = v_ticket.user_id),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id, 'author_id', m.author_id, 'author_name', a.name,
                                          'is_admin', m.is_admin, 'body', m.body,
                                          'attachment_path', m.attachment_path, 'created_at', m.created_at)
                       order by m.created_at, m.id)
      from public.support_messages m left join public.profiles a on a.id = m.author_id
      where m.ticket_id = v_ticket.id), '[]'::jsonb)
  );
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Parrainages, messages de contact, journal.
create function public.admin_list_referrals(page_size integer default 50, page integer default 1)
returns setof public.admin_referral_row
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  perform private.check_page(page_size, page);
  return query
    select r.id, r.created_at, r.parrain_id, s.name, s.email, r.filleul_id, f.name, f.email, r.confirmed_at,
           r.rewarded, count(*) over ()
    from public.parrainages r
    left join public.profiles s on s.id = r.parrain_id
    left join public.profiles f on f.id = r.filleul_id
    order by r.created_at desc, r.id
    limit page_size offset (page - 1) * page_size;
end $$;

create function public.admin_list_contact_messages(
  handled boolean default null, page_size integer default 50, page integer default 1
) returns setof public.admin_contact_message_row
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  perform private.check_page(page_size, page);
  return query
    select c.id, c.created_at, c.name, c.email, c.subject, c.message, c.handled, count(*) over ()
    from public.contact_messages c
    where admin_list_contact_messages.handled is null or c.handled = admin_list_contact_messages.handled
    order by c.created_at desc, c.id
    limit page_size offset (page - 1) * page_size;
end $$;

create function public.admin_list_audit(
  action text default null, target_user_id uuid default null, page_size integer default 50, page integer default 1
) returns setof public.admin_audit_row
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  perform private.check_page(page_size, page);
  return query
    select l.id, l.created_at, l.actor_id, l.actor_email, l.action, l.target_table, l.target_id, l.target_user_id,
           l.before, l.after, l.note, count(*) over ()
    from public.admin_audit_log l
    where (admin_list_audit.action is null or l.action = admin_list_audit.action)
      and (admin_list_audit.target_user_id is null or l.target_user_id = admin_list_audit.target_user_id)
    order by l.created_at desc, l.id desc
    limit page_size offset (page - 1) * page_size;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Writes. Each is audited by the triggers on the table it changes.

-- Ask the client for a missing document: a document row without a file (the client's next step), the
-- timeline comment « Document demandé : … » (existing trigger) and a notification.
create function public.admin_request_document(request_id uuid, document_label text, message text default null)
returns public.request_documents
language plpgsql security definer set search_path = '' as $$
declare
  v_request public.form_requests;
  v_label text := btrim(coalesce(document_label, ''));
  v_message text := nullif(btrim(coalesce(message, '')), '');
  v_document public.request_documents;
begin
  perform private.require_admin();
  if v_label = '' or char_length(v_label) > 200 then
    raise exception 'Indiquez le document à fournir (200 caractères au plus).' using errcode = '22023';
  end if;
  if char_length(v_message) > 500 then
    raise exception 'Le message pour le client est limité à 500 caractères.' using errcode = '22023';
  end if;
  select * into v_request from public.form_requests where id = admin_request_document.request_id for update;
  if not found then
    raise exception 'Demande introuvable.' using errcode = 'PT404';
  end if;
  if v_request.status not in ('pending', 'in_progress') then
    raise exception 'Cette demande n’est plus en cours : aucun document ne peut être demandé.' using errcode = '22023';
  end if;
  perform set_config('aidy.audit_note', coalesce(v_message, ''), true);
  insert into public.request_documents (request_id, user_id, label)
    values (v_request.id, v_request.user_id, v_label) returning * into v_document;
  perform set_config('aidy.audit_note', '', true);
  if v_message is not null then
    insert into public.request_events (request_id, type, details, actor_id)
      values (v_request.id, 'comment', v_message, (select auth.uid()));
  end if;
  perform private.notify(v_request.user_id, 'request',
    format('Un conseiller vous demande un document pour « %s » : %s.', private.request_label(v_request), v_label)
      || coalesce(' ' || v_message, ''),
    '/demandes/' || v_request.id,
    jsonb_build_object('request_id', v_request.id, 'document_id', v_document.id));
  return v_document;
end $$;

create function public.admin_assign_request(request_id uuid, adviser_id uuid default null)
returns public.form_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_request public.form_requests;
begin
  perform private.require_admin();
  if adviser_id is not null
     and not exists (select 1 from public.profiles where id = adviser_id and role = 'admin') then
    raise exception 'Une demande ne peut être confiée qu’à un conseiller.' using errcode = '22023';
  end if;
  update public.form_requests set assigned_to = adviser_id
    where id = admin_assign_request.request_id returning * into v_request;
  if v_request.id is null then
    raise exception 'Demande introuvable.' using errcode = 'PT404';
  end if;
  return v_request;
end $$;

-- Promote a client to adviser or demote an adviser; never one's own role, never the last adviser
-- (profiles_keep_one_admin).
create function public.admin_set_role(user_id uuid, role text) returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_profile public.profiles;
begin
  perform private.require_admin();
  if role is null or role not in ('client', 'admin') then
    raise exception 'Rôle inconnu : client ou admin.' using errcode = '22023';
  end if;
  if admin_set_role.user_id = (select auth.uid()) then
    raise exception 'Vous ne pouvez pas modifier votre propre rôle.' using errcode = '22023';
  end if;
  update public.profiles set role = admin_set_role.role::public.user_role
    where id = admin_set_role.user_id returning * into v_profile;
  if v_profile.id is null then
    raise exception 'Utilisateur introuvable.' using errcode = 'PT404';
  end if;
  return v_profile;
end $$;

create function public.admin_reply_ticket(ticket_id uuid, message text) returns public.support_messages
language plpgsql security definer set search_path = '' as $$
declare
  v_body text := btrim(coalesce(message, ''));
  v_message public.support_messages;
begin
  perform private.require_admin();
  if v_body = '' then
    raise exception 'Écrivez votre message.' using errcode = '22023';
  end if;
  if char_length(v_body) > 5000 then
    raise exception 'Le message est limité à 5000 caractères.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.support_tickets where id = admin_reply_ticket.ticket_id) then
    raise exception 'Ticket introuvable.' using errcode = 'PT404';
  end if;
  insert into public.support_messages (ticket_id, author_id, body)
    values (admin_reply_ticket.ticket_id, (select auth.uid()), v_body) returning * into v_message;
  return v_message;
end $$;

create function public.admin_close_ticket(ticket_id uuid) returns public.support_tickets
language plpgsql security definer set search_path = '' as $$
declare
  v_ticket public.support_tickets;
begin
  perform private.require_admin();
  update public.support_tickets set status = 'closed'
    where id = admin_close_ticket.ticket_id returning * into v_ticket;
  if v_ticket.id is null then
    raise exception 'Ticket introuvable.' using errcode = 'PT404';
  end if;
  return v_ticket;
end $$;

create function public.admin_mark_contact_handled(message_id uuid, handled boolean default true)
returns public.contact_messages
language plpgsql security definer set search_path = '' as $$
declare
  v_message public.contact_messages;
begin
  perform private.require_admin();
  update public.contact_messages set handled = coalesce(admin_mark_contact_handled.handled, true)
    where id = admin_mark_contact_handled.message_id returning * into v_message;
  if v_message.id is null then
    raise exception 'Message introuvable.' using errcode = 'PT404';
  end if;
  return v_message;
end $$;

create function public.admin_mark_referral_rewarded(referral_id uuid) returns public.parrainages
language plpgsql security definer set search_path = '' as $$
declare
  v_referral public.parrainages;
begin
  perform private.require_admin();
  select * into v_referral from public.parrainages where id = referral_id for update;
  if not found then
    raise exception 'Parrainage introuvable.' using errcode = 'PT404';
  end if;
  if v_referral.confirmed_at is null then
    raise exception 'Ce parrainage n’est pas encore confirmé : le filleul doit d’abord valider son adresse e-mail.'
      using errcode = '22023';
  end if;
  update public.parrainages set rewarded = true where id = v_referral.id returning * into v_referral;
  return v_referral;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Catalogue. A payment records its amount when it is created, so a change applies to new purchases only.

-- Reads an optional key of a catalogue object, checking its JSON type; raises a French 22023 otherwise.
create function private.catalogue_value(p jsonb, k text, p_type text, p_message text) returns jsonb
language plpgsql immutable security invoker set search_path = '' as $$
begin
  if not (p ? k) or jsonb_typeof(p -> k) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p -> k) <> p_type then
    raise exception '%', p_message using errcode = '22023';
  end if;
  return p -> k;
end $$;

create function private.catalogue_int(p jsonb, k text, p_min integer, p_max integer, p_message text) returns integer
language plpgsql immutable security invoker set search_path = '' as $$
declare
  v jsonb := private.catalogue_value(p, k, 'number', p_message);
begin
  if v is null then
    return null;
  end if;
  if (v #>> '{}')::numeric <> trunc((v #>> '{}')::numeric) or (v #>> '{}')::numeric not between p_min and p_max then
    raise exception '%', p_message using errcode = '22023';
  end if;
  return (v #>> '{}')::integer;
end $$;

create function private.catalogue_text(p jsonb, k text, p_max integer, p_message text) returns text
language plpgsql immutable security invoker set search_path = '' as $$
declare
  v jsonb := private.catalogue_value(p, k, 'string', p_message);
begin
  if v is null then
    return null;
  end if;
  if btrim(v #>> '{}') = '' or char_length(btrim(v #>> '{}')) > p_max then
    raise exception '%', p_message using errcode = '22023';
  end if;
  return btrim(v #>> '{}');
end $$;

revoke execute on all functions in schema private from public;

create function public.admin_save_pack(pack jsonb) returns public.packs
language plpgsql security definer set search_path = '' as $$
declare
  v_id text := pack ->> 'id';
  v_name text;
  v_description text;
  v_price integer;
  v_count integer;
  v_features text[];
  v_popular boolean;
  v_active boolean;
  v_order integer;
  v_row public.packs;
begin
  perform private.require_admin();
  if jsonb_typeof(pack) is distinct from 'object' or v_id is null or v_id !~ '^[a-z0-9_]{1,40}$' then
    raise exception 'Identifiant de pack invalide : lettres minuscules, chiffres et _ (40 au plus).' using errcode = '22023';
  end if;
  v_name := private.catalogue_text(pack, 'name', 100, 'Le nom du pack est obligatoire (100 caractères au plus).');
  v_description := private.catalogue_text(pack, 'description', 500, 'La description est obligatoire (500 caractères au plus).');
  v_price := private.catalogue_int(pack, 'price_cents', 1, 100000, 'Le prix doit être un nombre entier de centimes entre 1 et 100000.');
  v_count := private.catalogue_int(pack, 'aide_count', 1, 100, 'Le nombre d’aides doit être un entier entre 1 et 100.');
  v_order := private.catalogue_int(pack, 'sort_order', -1000, 1000, 'L’ordre doit être un entier entre -1000 et 1000.');
  v_popular := (private.catalogue_value(pack, 'popular', 'boolean', '« Populaire » doit valoir vrai ou faux.') #>> '{}')::boolean;
  v_active := (private.catalogue_value(pack, 'active', 'boolean', '« Actif » doit valoir vrai ou faux.') #>> '{}')::boolean;
  if private.catalogue_value(pack, 'features', 'array', 'Les avantages doivent être une liste de textes.') is not null then
    if exists (select 1 from jsonb_array_elements(pack -> 'features') e
               where jsonb_typeof(e) <> 'string' or btrim(e #>> '{}') = '' or char_length(e #>> '{}') > 200)
       or jsonb_array_length(pack -> 'features') > 20 then
      raise exception 'Les avantages doivent être une liste de 20 textes au plus (200 caractères chacun).' using errcode = '22023';
    end if;
    select coalesce(array_agg(btrim(e) order by n), '{}') into v_features
      from jsonb_array_elements_text(pack -> 'features') with ordinality as f(e, n);
  end if;
  select * into v_row from public.packs where id = v_id for update;
  if not found then
    if v_name is null or v_description is null or v_price is null or v_count is null then
      raise exception 'Un nouveau pack demande un nom, une description, un prix et un nombre d’aides.' using errcode = '22023';
    end if;
    insert into public.packs (id, name, description, price_cents, aide_count, features, popular, sort_order, active)
    values (v_id, v_name, v_description, v_price, v_count, coalesce(v_features, '{}'), coalesce(v_popular, false),
            coalesce(v_order, 0), coalesce(v_active, true))
    returning * into v_row;
  else
    update public.packs set
      name = coalesce(v_name, name), description = coalesce(v_description, description),
      price_cents = coalesce(v_price, price_cents), aide_count = coalesce(v_count, aide_count),
      features = coalesce(v_features, features), popular = coalesce(v_popular, popular),
      sort_order = coalesce(v_order, sort_order), active = coalesce(v_active, active)
    where id = v_id returning * into v_row;
  end if;
  -- one pack is highlighted on /pricing at a time
  if v_row.popular then
    update public.packs set popular = false where popular and id <> v_row.id;
  end if;
  return v_row;
end $$;

create function public.admin_save_offer(offer jsonb) returns public.quick_buy_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_id text := offer ->> 'id';
  v_label text;
  v_price integer;
  v_count integer;
  v_active boolean;
  v_order integer;
  v_row public.quick_buy_offers;
begin
  perform private.require_admin();
  if jsonb_typeof(offer) is distinct from 'object' or v_id is null or v_id !~ '^[a-z0-9_]{1,40}$' then
    raise exception 'Identifiant d’offre invalide : lettres minuscules, chiffres et _ (40 au plus).' using errcode = '22023';
  end if;
  v_label := private.catalogue_text(offer, 'label', 100, 'Le libellé de l’offre est obligatoire (100 caractères au plus).');
  v_price := private.catalogue_int(offer, 'price_cents', 1, 100000, 'Le prix doit être un nombre entier de centimes entre 1 et 100000.');
  v_count := private.catalogue_int(offer, 'aide_count', 1, 100, 'Le nombre d’aides doit être un entier entre 1 et 100.');
  v_order := private.catalogue_int(offer, 'sort_order', -1000, 1000, 'L’ordre doit être un entier entre -1000 et 1000.');
  v_active := (private.catalogue_value(offer, 'active', 'boolean', '« Actif » doit valoir vrai ou faux.') #>> '{}')::boolean;
  select * into v_row from public.quick_buy_offers where id = v_id for update;
  if not found then
    if v_label is null or v_price is null or v_count is null then
      raise exception 'Une nouvelle offre demande un libellé, un prix et un nombre d’aides.' using errcode = '22023';
    end if;
    insert into public.quick_buy_offers (id, label, price_cents, aide_count, sort_order, active)
    values (v_id, v_label, v_price, v_count, coalesce(v_order, 0), coalesce(v_active, true))
    returning * into v_row;
  else
    update public.quick_buy_offers set
      label = coalesce(v_label, label), price_cents = coalesce(v_price, price_cents),
      aide_count = coalesce(v_count, aide_count), sort_order = coalesce(v_order, sort_order),
      active = coalesce(v_active, active)
    where id = v_id returning * into v_row;
  end if;
  return v_row;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges: signed-in users may call them (each checks is_admin()); visitors may not.
do $$
declare
  f regprocedure;
begin
  for f in
    select p.oid::regprocedure from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname like 'admin\_%' and p.proname <> 'admin_adjust_credits'
  loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end $$;
