-- Issue 16: phone appointments with an adviser (seed 001: 15-minute call in a 30-minute slot, support hours
-- 10:00–18:00 every day, move or cancel at least 24 h ahead). Advisers are the `admin` role.
-- Times: slots are generated in Europe/Paris local time and stored as timestamptz, so the summer/winter
-- time changes are PostgreSQL's tz database's business.

create type public.appointment_status as enum ('pending', 'booked', 'cancelled');

-- ---------------------------------------------------------------------------------------------------------
-- Availability: weekly hours (ISO weekday 1 = Monday … 7 = Sunday, local Paris time) and exceptions (a whole
-- day off when start/end are null, else a time range off). Only within support hours, on the half hour.
create table public.adviser_hours (
  id uuid primary key default gen_random_uuid(),
  adviser_id uuid not null references public.profiles (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_time time not null,
  end_time time not null,
  created_at timestamptz not null default now(),
  check (start_time < end_time),
  check (start_time >= time '10:00' and end_time <= time '18:00'),
  check (extract(minute from start_time) in (0, 30) and extract(second from start_time) = 0),
  check (extract(minute from end_time) in (0, 30) and extract(second from end_time) = 0)
);
create index adviser_hours_adviser on public.adviser_hours (adviser_id, weekday);
alter table public.adviser_hours enable row level security;

create table public.adviser_exceptions (
  id uuid primary key default gen_random_uuid(),
  adviser_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  start_time time,
  end_time time,
  reason text check (char_length(reason) <= 200),
  created_at timestamptz not null default now(),
  check ((start_time is null) = (end_time is null)),
  check (start_time is null or start_time < end_time)
);
create index adviser_exceptions_adviser on public.adviser_exceptions (adviser_id, day);
alter table public.adviser_exceptions enable row level security;

revoke all on public.adviser_hours, public.adviser_exceptions from anon, authenticated;
grant select, insert, delete on public.adviser_hours, public.adviser_exceptions to authenticated;
grant update (weekday, start_time, end_time) on public.adviser_hours to authenticated;
grant update (day, start_time, end_time, reason) on public.adviser_exceptions to authenticated;

-- An adviser manages their own availability; admins read everyone's (to plan the team).
create policy "adviser_hours: admins read" on public.adviser_hours
  for select to authenticated using ((select public.is_admin()));
create policy "adviser_hours: adviser writes own" on public.adviser_hours
  for all to authenticated
  using (adviser_id = (select auth.uid()) and (select public.is_admin()))
  with check (adviser_id = (select auth.uid()) and (select public.is_admin()));
create policy "adviser_exceptions: admins read" on public.adviser_exceptions
  for select to authenticated using ((select public.is_admin()));
create policy "adviser_exceptions: adviser writes own" on public.adviser_exceptions
  for all to authenticated
  using (adviser_id = (select auth.uid()) and (select public.is_admin()))
  with check (adviser_id = (select auth.uid()) and (select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Appointments. A client's appointment has client_id; a visitor's (public booking modal) has guest_* fields
-- and stays `pending` until the visitor confirms from the e-mail (the slot is held 30 minutes meanwhile).
create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  client_id uuid references public.profiles (id) on delete cascade,
  adviser_id uuid not null references public.profiles (id) on delete restrict,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status public.appointment_status not null default 'booked',
  topic text not null check (char_length(btrim(topic)) between 3 and 500),
  phone text not null check (phone ~ '^\+?[0-9 .-]{6,20}$'),
  request_id uuid references public.form_requests (id) on delete set null,
  guest_name text check (char_length(guest_name) <= 120),
  guest_email text check (char_length(guest_email) <= 254),
  confirm_token_hash text,
  hold_expires_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by uuid,
  cancel_reason text check (char_length(cancel_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at = starts_at + interval '30 minutes'),
  check (client_id is not null or (guest_name is not null and guest_email is not null))
);
-- No double booking, ever: one live appointment per adviser and start, one per client and start.
create unique index appointments_adviser_slot on public.appointments (adviser_id, starts_at)
  where status <> 'cancelled';
create unique index appointments_client_slot on public.appointments (client_id, starts_at)
  where status <> 'cancelled';
create index appointments_client on public.appointments (client_id, starts_at);
create index appointments_starts on public.appointments (starts_at) where status = 'booked';
alter table public.appointments enable row level security;

revoke all on public.appointments from anon, authenticated;
-- confirm_token_hash is a SHA-256 of a random token and only on visitors' rows, which clients never see.
grant select on public.appointments to authenticated;
grant update (topic, phone) on public.appointments to authenticated;

create policy "appointments: client, adviser or admin reads" on public.appointments
  for select to authenticated
  using (client_id = (select auth.uid()) or adviser_id = (select auth.uid()) or (select public.is_admin()));
-- The client edits the topic and phone of a future booked appointment; status changes go through functions.
create policy "appointments: client edits own booked" on public.appointments
  for update to authenticated
  using (client_id = (select auth.uid()) and status = 'booked' and starts_at > now())
  with check (client_id = (select auth.uid()) and status = 'booked');
create policy "appointments: adviser or admin edits" on public.appointments
  for update to authenticated
  using (adviser_id = (select auth.uid()) or (select public.is_admin()))
  with check (adviser_id = (select auth.uid()) or (select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Slot rules.
create function private.slot_starts(p_day date) returns setof timestamptz
language sql immutable set search_path = '' as $$
  select ((p_day + time '10:00' + k * interval '30 minutes') at time zone 'Europe/Paris')
  from generate_series(0, 15) as k
$$;
revoke execute on function private.slot_starts(date) from public;

-- Advisers free at a slot start (weekly hours cover the slot, no exception, no live appointment).
create function private.free_advisers(p_start timestamptz) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select p.id
  from public.profiles p
  where p.role = 'admin'
    and exists (
      select 1 from public.adviser_hours h
      where h.adviser_id = p.id
        and h.weekday = extract(isodow from (p_start at time zone 'Europe/Paris'))
        and h.start_time <= (p_start at time zone 'Europe/Paris')::time
        and h.end_time >= ((p_start at time zone 'Europe/Paris') + interval '30 minutes')::time
        and ((p_start at time zone 'Europe/Paris') + interval '30 minutes')::time > h.start_time)
    and not exists (
      select 1 from public.adviser_exceptions e
      where e.adviser_id = p.id
        and e.day = (p_start at time zone 'Europe/Paris')::date
        and (e.start_time is null
             or (e.start_time < ((p_start at time zone 'Europe/Paris') + interval '30 minutes')::time
                 and e.end_time > (p_start at time zone 'Europe/Paris')::time)))
    and not exists (
      select 1 from public.appointments a
      where a.adviser_id = p.id and a.starts_at = p_start and a.status <> 'cancelled'
        and not (a.status = 'pending' and a.hold_expires_at < now()))
  order by (select count(*) from public.appointments a2
            where a2.adviser_id = p.id and a2.status = 'booked'
              and (a2.starts_at at time zone 'Europe/Paris')::date = (p_start at time zone 'Europe/Paris')::date),
           p.id
$$;
revoke execute on function private.free_advisers(timestamptz) from public;

-- Bookable window: from 2 hours from now to 28 days from now.
create function private.slot_is_valid(p_start timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select p_start >= now() + interval '2 hours'
     and p_start < now() + interval '28 days'
     and p_start in (select private.slot_starts((p_start at time zone 'Europe/Paris')::date))
$$;
revoke execute on function private.slot_is_valid(timestamptz) from public;

-- Free slots between p_from and p_to (clamped to the bookable window), with the number of free advisers.
create function public.free_slots(p_from timestamptz default null, p_to timestamptz default null)
returns table (starts_at timestamptz, ends_at timestamptz, advisers integer)
language sql stable security definer set search_path = '' as $$
  with bounds as (
    select greatest(coalesce(p_from, now()), now() + interval '2 hours') as lo,
           least(coalesce(p_to, now() + interval '28 days'), now() + interval '28 days') as hi
  ), slots as (
    select s as start
    from bounds b,
         generate_series((b.lo at time zone 'Europe/Paris')::date, (b.hi at time zone 'Europe/Paris')::date,
                         interval '1 day') as d,
         private.slot_starts(d::date) as s
    where s >= b.lo and s < b.hi
  )
  select start, start + interval '30 minutes', count(*)::integer
  from slots, private.free_advisers(start) as a
  group by start
  order by start
$$;
revoke execute on function public.free_slots(timestamptz, timestamptz) from public;
revoke execute on function public.free_slots(timestamptz, timestamptz) from anon;
grant execute on function public.free_slots(timestamptz, timestamptz) to authenticated, service_role;

-- Inserts into the first free adviser's agenda; the unique index settles races (the loser tries the next
-- adviser, and when none is left gets PT409 « Ce créneau vient d’être réservé »).
create function private.take_slot(
  p_start timestamptz, p_client uuid, p_topic text, p_phone text, p_request uuid,
  p_guest_name text default null, p_guest_email text default null, p_token_hash text default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_adviser uuid;
  v_id uuid;
begin
  if not private.slot_is_valid(p_start) then
    raise exception 'Ce créneau n’est pas proposé. Choisissez un créneau dans les 4 prochaines semaines.'
      using errcode = '22023';
  end if;
  -- a visitor's expired hold frees its slot
  update public.appointments set status = 'cancelled', cancelled_at = now(), cancel_reason = 'Non confirmé'
  where starts_at = p_start and status = 'pending' and hold_expires_at < now();
  for v_adviser in select private.free_advisers(p_start) loop
    begin
      insert into public.appointments (client_id, adviser_id, starts_at, ends_at, status, topic, phone, request_id,
                                       guest_name, guest_email, confirm_token_hash, hold_expires_at)
      values (p_client, v_adviser, p_start, p_start + interval '30 minutes',
              case when p_client is null then 'pending' else 'booked' end::public.appointment_status,
              btrim(p_topic), btrim(p_phone), p_request, p_guest_name, p_guest_email, p_token_hash,
              case when p_client is null then now() + interval '30 minutes' end)
      returning id into v_id;
      return v_id;
    exception when unique_violation then
      if p_client is not null and exists (
        select 1 from public.appointments
        where client_id = p_client and starts_at = p_start and status <> 'cancelled') then
        raise exception 'Vous avez déjà un rendez-vous à cette heure.' using errcode = 'PT409';
      end if;
    end;
  end loop;
  raise exception 'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez un autre créneau.'
    using errcode = 'PT409';
end $$;
revoke execute on function private.take_slot(timestamptz, uuid, text, text, uuid, text, text, text) from public;

create function private.check_topic_phone(p_topic text, p_phone text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if p_topic is null or char_length(btrim(p_topic)) < 3 then
    raise exception 'Indiquez le sujet du rendez-vous (3 caractères au moins).' using errcode = '22023';
  end if;
  if char_length(btrim(p_topic)) > 500 then
    raise exception 'Le sujet ne doit pas dépasser 500 caractères.' using errcode = '22023';
  end if;
  if p_phone is null or btrim(p_phone) !~ '^\+?[0-9 .-]{6,20}$' then
    raise exception 'Indiquez un numéro de téléphone valide.' using errcode = '22023';
  end if;
end $$;
revoke execute on function private.check_topic_phone(text, text) from public;

-- A client books a slot. At most 3 upcoming appointments per client.
create function public.book_appointment(p_starts_at timestamptz, p_topic text, p_phone text,
                                        p_request_id uuid default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not exists (select 1 from public.profiles where id = v_user) then
    raise exception 'Connectez-vous pour prendre rendez-vous.' using errcode = '42501';
  end if;
  perform private.check_topic_phone(p_topic, p_phone);
  if p_request_id is not null and not exists (
    select 1 from public.form_requests where id = p_request_id and user_id = v_user) then
    raise exception 'Demande introuvable.' using errcode = 'PT404';
  end if;
  if (select count(*) from public.appointments
      where client_id = v_user and status = 'booked' and starts_at > now()) >= 3 then
    raise exception 'Vous avez déjà 3 rendez-vous à venir. Annulez-en un pour en prendre un autre.'
      using errcode = '22023';
  end if;
  return private.take_slot(p_starts_at, v_user, p_topic, p_phone, p_request_id);
end $$;
revoke execute on function public.book_appointment(timestamptz, text, text, uuid) from public, anon;
grant execute on function public.book_appointment(timestamptz, text, text, uuid) to authenticated;

-- The 24 h rule, for the client (advisers may cancel at any time).
create function private.own_changeable(p_id uuid) returns public.appointments
language plpgsql security definer set search_path = '' as $$
declare
  v public.appointments;
begin
  select * into v from public.appointments where id = p_id and client_id = auth.uid() for update;
  if not found then
    raise exception 'Rendez-vous introuvable.' using errcode = 'PT404';
  end if;
  if v.status <> 'booked' then
    raise exception 'Ce rendez-vous est déjà annulé.' using errcode = '22023';
  end if;
  if v.starts_at < now() + interval '24 hours' then
    raise exception 'Un rendez-vous ne peut plus être déplacé ni annulé moins de 24 h avant. Écrivez-nous depuis le support.'
      using errcode = '22023';
  end if;
  return v;
end $$;
revoke execute on function private.own_changeable(uuid) from public;

create function public.cancel_appointment(p_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.own_changeable(p_id);
  update public.appointments
  set status = 'cancelled', cancelled_at = now(), cancelled_by = auth.uid(), updated_at = now()
  where id = p_id;
end $$;
revoke execute on function public.cancel_appointment(uuid) from public, anon;
grant execute on function public.cancel_appointment(uuid) to authenticated;

-- Moving = booking the new slot and cancelling the old one, in one transaction (the old slot frees only if
-- the new one is taken).
create function public.move_appointment(p_id uuid, p_starts_at timestamptz) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v public.appointments;
  v_new uuid;
begin
  v := private.own_changeable(p_id);
  if v.starts_at = p_starts_at then
    return v.id;
  end if;
  update public.appointments
  set status = 'cancelled', cancelled_at = now(), cancelled_by = auth.uid(), cancel_reason = 'Déplacé',
      updated_at = now()
  where id = p_id;
  v_new := private.take_slot(p_starts_at, v.client_id, v.topic, v.phone, v.request_id);
  return v_new;
end $$;
revoke execute on function public.move_appointment(uuid, timestamptz) from public, anon;
grant execute on function public.move_appointment(uuid, timestamptz) to authenticated;

-- An adviser cancels (any time, with a reason given to the client).
create function public.adviser_cancel_appointment(p_id uuid, p_reason text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) < 3 then
    raise exception 'Indiquez au client la raison de l’annulation.' using errcode = '22023';
  end if;
  update public.appointments
  set status = 'cancelled', cancelled_at = now(), cancelled_by = auth.uid(), cancel_reason = btrim(p_reason),
      updated_at = now()
  where id = p_id and status <> 'cancelled';
  if not found then
    raise exception 'Rendez-vous introuvable ou déjà annulé.' using errcode = 'PT404';
  end if;
end $$;
revoke execute on function public.adviser_cancel_appointment(uuid, text) from public, anon;
grant execute on function public.adviser_cancel_appointment(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Visitors (public booking modal): the slot is held 30 minutes until the e-mail link is followed.
create function public.book_guest_appointment(p_starts_at timestamptz, p_name text, p_email text, p_phone text,
                                              p_topic text default 'Premier rendez-vous')
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_token text := encode(extensions.gen_random_bytes(24), 'hex');
  v_id uuid;
  v_email text := lower(btrim(p_email));
begin
  if p_name is null or char_length(btrim(p_name)) < 2 or char_length(p_name) > 120 then
    raise exception 'Indiquez votre nom.' using errcode = '22023';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 254 then
    raise exception 'Indiquez une adresse e-mail valide.' using errcode = '22023';
  end if;
  perform private.check_topic_phone(p_topic, p_phone);
  if (select count(*) from public.appointments
      where guest_email = v_email and status in ('pending', 'booked') and starts_at > now()) >= 2 then
    raise exception 'Cette adresse a déjà des rendez-vous à venir. Vérifiez vos e-mails.' using errcode = '22023';
  end if;
  -- core sha256(), not pgcrypto's digest(): on PGlite, digest() fails once pg_trgm and unaccent are loaded
  v_id := private.take_slot(p_starts_at, null, p_topic, p_phone, null, btrim(p_name), v_email,
                            encode(sha256(convert_to(v_token, 'UTF8')), 'hex'));
  perform private.enqueue_guest_confirmation(v_id, v_token);
end $$;
-- Visitors go through the `booking` Netlify function (service role), which limits requests per address.
revoke execute on function public.book_guest_appointment(timestamptz, text, text, text, text) from public, anon, authenticated;
grant execute on function public.book_guest_appointment(timestamptz, text, text, text, text) to service_role;

create function public.confirm_guest_appointment(p_token text) returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  v public.appointments;
begin
  update public.appointments
  set status = 'booked', confirm_token_hash = null, hold_expires_at = null, updated_at = now()
  where confirm_token_hash = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
    and status = 'pending' and hold_expires_at >= now()
  returning * into v;
  if not found then
    raise exception 'Ce lien de confirmation n’est plus valable. Reprenez un rendez-vous.' using errcode = 'PT404';
  end if;
  return v.starts_at;
end $$;
revoke execute on function public.confirm_guest_appointment(text) from public, anon, authenticated;
grant execute on function public.confirm_guest_appointment(text) to service_role;

-- Placeholder replaced by the outbox migration (the next file); kept so this file applies on its own.
create function private.enqueue_guest_confirmation(p_id uuid, p_token text) returns void
language plpgsql security definer set search_path = '' as $$ begin null; end $$;
revoke execute on function private.enqueue_guest_confirmation(uuid, text) from public;

-- ---------------------------------------------------------------------------------------------------------
-- Notifications for the client: booked, moved (the new booking), cancelled by the adviser.
create function private.appointment_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_when text;
begin
  if new.client_id is null then
    return new;
  end if;
  v_when := to_char(new.starts_at at time zone 'Europe/Paris', 'DD/MM/YYYY à HH24"h"MI');
  if tg_op = 'INSERT' and new.status = 'booked' then
    perform private.notify(new.client_id, 'system', 'Rendez-vous confirmé le ' || v_when || '.', '/rendez-vous',
                           jsonb_build_object('appointment_id', new.id, 'kind', 'appointment_booked'));
  elsif tg_op = 'UPDATE' and old.status <> 'cancelled' and new.status = 'cancelled'
        and coalesce(new.cancel_reason, '') <> 'Déplacé' then
    perform private.notify(new.client_id, 'system',
      case when new.cancelled_by = new.client_id then 'Votre rendez-vous du ' || v_when || ' est annulé.'
           else 'Votre conseiller a annulé le rendez-vous du ' || v_when || ' : ' || coalesce(new.cancel_reason, '') end,
      '/rendez-vous', jsonb_build_object('appointment_id', new.id, 'kind', 'appointment_cancelled'));
  end if;
  return new;
end $$;
revoke execute on function private.appointment_notify() from public;
create trigger appointments_notify after insert or update of status on public.appointments
  for each row execute function private.appointment_notify();
