-- Notifications, support tickets and the public contact form.

-- ---------------------------------------------------------------------------------------------------------
-- notifications: written by server-side triggers (requests, payments, referrals, support answers) and by
-- admins; the owner reads them, marks them read and deletes them. Admins read all.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  type public.notification_type not null default 'other',
  message text not null check (char_length(message) between 1 and 1000),
  is_read boolean not null default false,
  link text check (link ~ '^/[A-Za-z0-9/_?=&%.-]*$'),
  data jsonb,
  created_at timestamptz not null default now()
);
alter table public.notifications enable row level security;

create policy "notifications: owner or admin reads" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "notifications: admin sends" on public.notifications
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "notifications: owner marks read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "notifications: owner deletes" on public.notifications
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.notifications from anon, authenticated;
grant select, delete on table public.notifications to authenticated;
grant insert (user_id, type, message, link, data) on table public.notifications to authenticated;
grant update (is_read) on table public.notifications to authenticated;

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where not is_read;

-- The unread badge updates live.
alter publication supabase_realtime add table public.notifications;

create function private.notify(
  p_user uuid, p_type public.notification_type, p_message text, p_link text default null, p_data jsonb default null
) returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, type, message, link, data) values (p_user, p_type, p_message, p_link, p_data)
$$;
revoke execute on function private.notify(uuid, public.notification_type, text, text, jsonb) from public;

-- Marks every unread notification of the caller as read; returns how many changed.
create function public.mark_all_notifications_read() returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  v_count integer;
begin
  update public.notifications set is_read = true where user_id = (select auth.uid()) and not is_read;
  get diagnostics v_count = row_count;
  return v_count;
end $$;
revoke execute on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- support_tickets: a client opens a ticket and may close it; advisers (admins) read all and set any status.
create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  subject text not null check (char_length(subject) between 1 and 200),
  status public.ticket_status not null default 'open',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.support_tickets enable row level security;

create policy "support_tickets: owner or admin reads" on public.support_tickets
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "support_tickets: owner opens" on public.support_tickets
  for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'open');
create policy "support_tickets: owner closes, admin any" on public.support_tickets
  for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check ((user_id = (select auth.uid()) and status = 'closed') or (select public.is_admin()));

revoke all on table public.support_tickets from anon, authenticated;
grant select on table public.support_tickets to authenticated;
grant insert (user_id, subject) on table public.support_tickets to authenticated;
grant update (status) on table public.support_tickets to authenticated;

create index support_tickets_user_id_idx on public.support_tickets (user_id, created_at desc);

create trigger support_tickets_touch before update on public.support_tickets
  for each row execute function private.touch_updated_at();

-- support_messages: the conversation of a ticket. The ticket's owner and admins read and post; is_admin is
-- set by the server from the author's role. Messages are never edited or deleted.
create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  author_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  is_admin boolean not null default false,
  body text not null check (char_length(body) between 1 and 5000),
  attachment_path text check (char_length(attachment_path) <= 1000),
  created_at timestamptz not null default now(),
  -- attachments sit in the author's folder of the documents bucket
  constraint support_messages_attachment_in_author_folder
    check (attachment_path is null or attachment_path like author_id::text || '/%')
);
alter table public.support_messages enable row level security;

create policy "support_messages: ticket owner or admin reads" on public.support_messages
  for select to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.support_tickets t where t.id = ticket_id and t.user_id = (select auth.uid()))
  );
create policy "support_messages: ticket owner or admin posts" on public.support_messages
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (
      (select public.is_admin())
      or exists (select 1 from public.support_tickets t where t.id = ticket_id and t.user_id = (select auth.uid()))
    )
  );

revoke all on table public.support_messages from anon, authenticated;
grant select on table public.support_messages to authenticated;
grant insert (ticket_id, author_id, body, attachment_path) on table public.support_messages to authenticated;

create index support_messages_ticket_id_idx on public.support_messages (ticket_id, created_at);

-- is_admin comes from the author's role, never from the client.
create function private.support_message_author_role() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.is_admin := exists (select 1 from public.profiles where id = new.author_id and role = 'admin');
  return new;
end $$;
create trigger support_messages_author_role before insert on public.support_messages
  for each row execute function private.support_message_author_role();

-- An adviser's answer marks the ticket answered and notifies the client; a client's message reopens it.
create function private.support_message_posted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_ticket public.support_tickets;
begin
  select * into v_ticket from public.support_tickets where id = new.ticket_id;
  if new.is_admin and new.author_id <> v_ticket.user_id then
    update public.support_tickets set status = 'answered' where id = v_ticket.id;
    perform private.notify(v_ticket.user_id, 'system',
      format('Un conseiller a répondu à votre ticket « %s ».', v_ticket.subject), '/support',
      jsonb_build_object('ticket_id', v_ticket.id));
  elsif v_ticket.status <> 'open' then
    update public.support_tickets set status = 'open' where id = v_ticket.id;
  end if;
  return new;
end $$;
create trigger support_messages_posted after insert on public.support_messages
  for each row execute function private.support_message_posted();

-- ---------------------------------------------------------------------------------------------------------
-- contact_messages: the public /contact form. Anyone may send one (insert only, never read back); admins
-- read them and mark them handled.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  handled boolean not null default false,
  created_at timestamptz not null default now()
);
alter table public.contact_messages enable row level security;

create policy "contact_messages: visitors send" on public.contact_messages
  for insert to anon
  with check (not handled);
create policy "contact_messages: signed-in users send" on public.contact_messages
  for insert to authenticated
  with check (not handled);
create policy "contact_messages: admin reads" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));
create policy "contact_messages: admin marks handled" on public.contact_messages
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, subject, message) on table public.contact_messages to anon, authenticated;
grant select on table public.contact_messages to authenticated;
grant update (handled) on table public.contact_messages to authenticated;

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
