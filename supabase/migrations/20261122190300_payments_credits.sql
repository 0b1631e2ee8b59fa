-- Payments and the credits ledger.

-- ---------------------------------------------------------------------------------------------------------
-- payments: a client inserts their own pending payment once the payment intent exists (seed §7); the amount
-- must be the server-side price of the pack/offer. Only complete_payment()/fail_payment() (service_role)
-- change the status. Owner and admins read.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  amount integer not null check (amount > 0),
  currency text not null default 'eur' check (currency = 'eur'),
  status public.payment_status not null default 'pending',
  payment_intent_id text not null unique check (char_length(payment_intent_id) between 1 and 255),
  request_id uuid references public.form_requests (id) on delete set null,
  pack_id text references public.packs (id),
  offer_id text references public.quick_buy_offers (id),
  credits_granted integer not null default 0 check (credits_granted >= 0),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_buys_one_thing check (num_nonnulls(pack_id, offer_id) = 1)
);
alter table public.payments enable row level security;

create policy "payments: owner or admin reads" on public.payments
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "payments: owner creates a pending payment" on public.payments
  for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending' and credits_granted = 0 and completed_at is null);

revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
grant insert (user_id, amount, payment_intent_id, request_id, pack_id, offer_id) on table public.payments to authenticated;

create index payments_user_id_created_at_idx on public.payments (user_id, created_at desc);
create index payments_request_id_idx on public.payments (request_id);

create trigger payments_touch before update on public.payments
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------------------
-- credit_balances: one row per user, the number of aids they can still spend. Never negative (check), and
-- every change goes through private.apply_credit() which locks the row, so concurrent spends serialise.
-- Owner and admins read; nobody writes through the API.
create table public.credit_balances (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  balance integer not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now()
);
alter table public.credit_balances enable row level security;

create policy "credit_balances: owner or admin reads" on public.credit_balances
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.credit_balances from anon, authenticated;
grant select on table public.credit_balances to authenticated;

-- credit_movements: the append-only ledger; sum(delta) per user = balance. Owner and admins read.
create table public.credit_movements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  delta integer not null check (delta <> 0),
  reason public.credit_reason not null,
  payment_id uuid references public.payments (id) on delete set null,
  request_id uuid references public.form_requests (id) on delete set null,
  note text check (char_length(note) <= 500),
  created_by uuid,
  created_at timestamptz not null default now()
);
alter table public.credit_movements enable row level security;

create policy "credit_movements: owner or admin reads" on public.credit_movements
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.credit_movements from anon, authenticated;
grant select on table public.credit_movements to authenticated;

create index credit_movements_user_id_idx on public.credit_movements (user_id, created_at desc);
-- Idempotency of the one-off grants: one free aid per user, one referral reward per sponsor, one purchase
-- grant per payment, one refund per request.
create unique index credit_movements_one_free_aid on public.credit_movements (user_id) where reason = 'aide_gratuite';
create unique index credit_movements_one_referral_reward on public.credit_movements (user_id) where reason = 'parrainage';
create unique index credit_movements_one_grant_per_payment on public.credit_movements (payment_id) where reason = 'achat_pack';
create unique index credit_movements_one_spend_per_request on public.credit_movements (request_id) where reason = 'demande';
create unique index credit_movements_one_refund_per_request on public.credit_movements (request_id) where reason = 'remboursement';

-- The only writer of the ledger. Locks the user's balance row (FOR UPDATE) so two spends never both see the
-- last credit; raises 'Crédit insuffisant' instead of going below zero. Returns the new balance.
create function private.apply_credit(
  p_user uuid, p_delta integer, p_reason public.credit_reason,
  p_payment uuid default null, p_request uuid default null, p_note text default null
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_balance integer;
begin
  insert into public.credit_balances (user_id) values (p_user) on conflict (user_id) do nothing;
  select balance into v_balance from public.credit_balances where user_id = p_user for update;
  if v_balance + p_delta < 0 then
    raise exception 'Crédit insuffisant : achetez un pack pour faire une nouvelle demande.' using errcode = 'P0001';
  end if;
  insert into public.credit_movements (user_id, delta, reason, payment_id, request_id, note, created_by)
    values (p_user, p_delta, p_reason, p_payment, p_request, p_note, (select auth.uid()));
  update public.credit_balances set balance = balance + p_delta, updated_at = now()
    where user_id = p_user returning balance into v_balance;
  return v_balance;
end $$;
revoke execute on function private.apply_credit(uuid, integer, public.credit_reason, uuid, uuid, text) from public;

-- The caller's balance (0 before any movement).
create function public.credit_balance() returns integer
language sql stable security invoker set search_path = '' as $$
  select coalesce((select balance from public.credit_balances where user_id = (select auth.uid())), 0)
$$;
revoke execute on function public.credit_balance() from public, anon;
grant execute on function public.credit_balance() to authenticated;
