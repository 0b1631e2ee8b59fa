-- Issue 16: e-mails that reach people, through an outbox. A row per message to send; a worker (Netlify
-- scheduled function, or `npm start` locally) claims rows with a lease, sends, then marks them. Never twice:
-- `dedupe_key` is unique (one row per notification / reminder), a claimed row is invisible to other workers
-- until its lease expires, and the key is sent as the Message-ID so a resend after a crash between send and
-- mark is dropped by the receiving mailbox. Failures are retried with exponential backoff, then recorded.

create table private.outbox (
  id bigint generated always as identity primary key,
  dedupe_key text not null unique,
  kind text not null check (kind in ('notification', 'reminder_24h', 'reminder_1h', 'guest_confirmation')),
  to_email text not null,
  payload jsonb not null default '{}',
  appointment_id uuid references public.appointments (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_token uuid,
  lease_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index outbox_due on private.outbox (next_attempt_at) where status in ('pending', 'sending');
revoke all on private.outbox from public, anon, authenticated;
grant select, insert, update on private.outbox to service_role;

-- A notification becomes an e-mail when its owner has e-mail notifications on.
create function private.notification_to_outbox() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
begin
  select p.email into v_email
  from public.profiles p join public.user_settings s on s.user_id = p.id
  where p.id = new.user_id and s.email_notifications and p.email is not null;
  if v_email is not null then
    insert into private.outbox (dedupe_key, kind, to_email, payload, appointment_id)
    values ('notification:' || new.id, 'notification', v_email,
            jsonb_build_object('message', new.message, 'link', new.link),
            nullif(new.data ->> 'appointment_id', '')::uuid)
    on conflict (dedupe_key) do nothing;
  end if;
  return new;
end $$;
revoke execute on function private.notification_to_outbox() from public;
create trigger notifications_to_outbox after insert on public.notifications
  for each row execute function private.notification_to_outbox();

-- The visitor's confirmation link (replaces the placeholder of the appointments migration).
create or replace function private.enqueue_guest_confirmation(p_id uuid, p_token text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.outbox (dedupe_key, kind, to_email, payload, appointment_id)
  select 'guest_confirmation:' || a.id, 'guest_confirmation', a.guest_email,
         jsonb_build_object('token', p_token, 'name', a.guest_name, 'starts_at', a.starts_at), a.id
  from public.appointments a where a.id = p_id;
end $$;
revoke execute on function private.enqueue_guest_confirmation(uuid, text) from public;

-- Reminders 24 h and 1 h before a booked appointment, for clients with the reminder toggle on (and visitors
-- who confirmed). A reminder is skipped when the appointment was booked after its time had passed.
create function public.outbox_enqueue_reminders() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  insert into private.outbox (dedupe_key, kind, to_email, payload, appointment_id)
  select r.kind || ':' || a.id, r.kind, coalesce(p.email, a.guest_email),
         jsonb_build_object('starts_at', a.starts_at, 'topic', a.topic), a.id
  from public.appointments a
  cross join (values ('reminder_24h', interval '24 hours'), ('reminder_1h', interval '1 hour')) as r (kind, lead)
  left join public.profiles p on p.id = a.client_id
  left join public.user_settings s on s.user_id = a.client_id
  where a.status = 'booked'
    and a.starts_at > now() and a.starts_at <= now() + r.lead
    and a.created_at < a.starts_at - r.lead
    and (a.client_id is null or s.appointment_reminders)
    and coalesce(p.email, a.guest_email) is not null
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end $$;

-- Claims up to p_limit due rows (pending and due, or sending with an expired lease) for p_lease_seconds.
create function public.outbox_claim(p_limit integer default 20, p_lease_seconds integer default 120)
returns table (id bigint, lease_token uuid, dedupe_key text, kind text, to_email text, payload jsonb,
               attempts integer)
language plpgsql security definer set search_path = '' as $$
begin
  -- reminders and confirmations of an appointment no longer live are not sent
  update private.outbox o set status = 'skipped'
  where o.status = 'pending' and o.kind <> 'notification'
    and not exists (select 1 from public.appointments a
                    where a.id = o.appointment_id and a.status in ('booked', 'pending'));
  return query
  update private.outbox o
  set status = 'sending', lease_token = gen_random_uuid(),
      lease_until = now() + make_interval(secs => p_lease_seconds), attempts = o.attempts + 1
  where o.id in (
    select c.id from private.outbox c
    where (c.status = 'pending' and c.next_attempt_at <= now())
       or (c.status = 'sending' and c.lease_until < now())
    order by c.id
    limit p_limit
    for update skip locked)
  returning o.id, o.lease_token, o.dedupe_key, o.kind, o.to_email, o.payload, o.attempts;
end $$;

create function public.outbox_mark_sent(p_id bigint, p_lease uuid) returns boolean
language sql security definer set search_path = '' as $$
  with u as (
    update private.outbox set status = 'sent', sent_at = now(), lease_token = null, lease_until = null,
                              last_error = null
    where id = p_id and lease_token = p_lease and status = 'sending'
    returning 1)
  select exists (select 1 from u)
$$;

-- A failed attempt: retried after 1, 2, 4, 8 … minutes (at most 6 h); after p_max_attempts, failed for good.
create function public.outbox_mark_failed(p_id bigint, p_lease uuid, p_error text, p_max_attempts integer default 5)
returns text
language sql security definer set search_path = '' as $$
  update private.outbox
  set status = case when attempts >= p_max_attempts then 'failed' else 'pending' end,
      next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, attempts - 1)),
      last_error = left(p_error, 1000), lease_token = null, lease_until = null
  where id = p_id and lease_token = p_lease and status = 'sending'
  returning status
$$;

do $$
declare f text;
begin
  foreach f in array array['public.outbox_enqueue_reminders()', 'public.outbox_claim(integer, integer)',
                           'public.outbox_mark_sent(bigint, uuid)', 'public.outbox_mark_failed(bigint, uuid, text, integer)']
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end $$;
