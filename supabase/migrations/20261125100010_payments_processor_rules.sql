-- Payments through a card processor (issue 13), part 2: the webhook journal, refunds, and "not found" as a
-- client error in the payment functions. Called by netlify/functions/payments.mts with the service role.

-- ---------------------------------------------------------------------------------------------------------
-- payments: what a refund leaves behind (when, why, by whom, how many credits were taken back).
alter table public.payments
  add column refunded_at timestamptz,
  add column refund_reason text check (char_length(refund_reason) <= 500),
  add column refunded_by uuid,
  add column credits_refunded integer not null default 0 check (credits_refunded >= 0);

-- At most one ledger line takes back the credits of a given purchase.
create unique index credit_movements_one_take_back_per_payment on public.credit_movements (payment_id)
  where reason = 'remboursement_paiement';

-- ---------------------------------------------------------------------------------------------------------
-- payment_webhook_events: the journal of the processor's webhook events, one row per event id, so a replayed
-- or concurrent delivery is recognised (idempotency per event id). Written and read by the payments function
-- with the service role only; no API role sees it (RLS on, no policy, no grant).
create table public.payment_webhook_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null check (char_length(type) between 1 and 100),
  payment_intent_id text check (char_length(payment_intent_id) <= 255),
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  -- what the function did: 'completed', 'failed', 'refunded', 'ignored: …'
  outcome text check (char_length(outcome) <= 500),
  deliveries integer not null default 1 check (deliveries >= 1)
);
alter table public.payment_webhook_events enable row level security;

revoke all on table public.payment_webhook_events from anon, authenticated;
grant select, insert, update on table public.payment_webhook_events to service_role;

create index payment_webhook_events_intent_idx on public.payment_webhook_events (payment_intent_id);

-- ---------------------------------------------------------------------------------------------------------
-- complete_payment / fail_payment: an unknown intent is a 404 (PT404) with the French message instead of
-- P0002 (PostgREST answers that with a 500); a refunded payment is never completed again.
create or replace function public.complete_payment(payment_intent_id text, amount_received integer default null)
returns public.payments
language plpgsql security definer set search_path = '' as $$
declare
  v_payment public.payments;
  v_request public.form_requests;
  v_credits integer;
begin
  if not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  select * into v_payment from public.payments p where p.payment_intent_id = complete_payment.payment_intent_id for update;
  if not found then
    raise exception 'Paiement introuvable.' using errcode = 'PT404';
  end if;
  if v_payment.status in ('completed', 'refunded') then
    return v_payment;
  end if;
  if amount_received is not null and amount_received <> v_payment.amount then
    raise exception 'Montant reçu différent du montant attendu.' using errcode = '22023';
  end if;
  select coalesce(
    (select aide_count from public.packs where id = v_payment.pack_id),
    (select aide_count from public.quick_buy_offers where id = v_payment.offer_id)
  ) into v_credits;
  update public.payments set status = 'completed', completed_at = now(), credits_granted = v_credits
    where id = v_payment.id returning * into v_payment;
  -- an anonymised payment (account deleted meanwhile) is recorded as paid, with nobody to credit
  if v_payment.user_id is null then
    return v_payment;
  end if;
  perform private.apply_credit(v_payment.user_id, v_credits, 'achat_pack', v_payment.id, null,
    coalesce('Pack ' || v_payment.pack_id, 'Offre ' || v_payment.offer_id));
  if v_payment.request_id is not null then
    select * into v_request from public.form_requests where id = v_payment.request_id for update;
    if v_request.user_id = v_payment.user_id and v_request.payment_required
       and v_request.payment_status is distinct from 'completed' and v_request.status = 'pending' then
      perform private.apply_credit(v_payment.user_id, -1, 'demande', null, v_request.id, null);
      update public.form_requests set payment_status = 'completed', status = 'in_progress' where id = v_request.id;
    end if;
  end if;
  return v_payment;
end $$;
revoke execute on function public.complete_payment(text, integer) from public, anon, authenticated;
grant execute on function public.complete_payment(text, integer) to service_role;

create or replace function public.fail_payment(payment_intent_id text) returns public.payments
language plpgsql security definer set search_path = '' as $$
declare
  v_payment public.payments;
begin
  if not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  select * into v_payment from public.payments p where p.payment_intent_id = fail_payment.payment_intent_id for update;
  if not found then
    raise exception 'Paiement introuvable.' using errcode = 'PT404';
  end if;
  if v_payment.status <> 'pending' then
    return v_payment;
  end if;
  update public.payments set status = 'failed' where id = v_payment.id returning * into v_payment;
  update public.form_requests set payment_status = 'failed'
    where id = v_payment.request_id and payment_required and payment_status = 'pending';
  return v_payment;
end $$;
revoke execute on function public.fail_payment(text) from public, anon, authenticated;
grant execute on function public.fail_payment(text) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- refund_payment: called by the payments function once the processor refunded the payment (an adviser's
-- refund, or the charge.refunded webhook of a refund made in the Stripe dashboard). Marks the payment refunded
-- and takes back the credits of that purchase that were not used yet: at most what it granted, at most the
-- current balance (never below 0), one ledger line saying why. Idempotent: a refunded payment is returned
-- unchanged. Only a completed payment can be refunded.
create function public.refund_payment(payment_id uuid, reason text, refunded_by uuid default null)
returns public.payments
language plpgsql security definer set search_path = '' as $$
declare
  v_payment public.payments;
  v_balance integer;
  v_taken integer := 0;
begin
  if not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  if nullif(btrim(reason), '') is null or char_length(reason) > 500 then
    raise exception 'Indiquez le motif du remboursement (500 caractères au plus).' using errcode = '22023';
  end if;
  select * into v_payment from public.payments p where p.id = refund_payment.payment_id for update;
  if not found then
    raise exception 'Paiement introuvable.' using errcode = 'PT404';
  end if;
  if v_payment.status = 'refunded' then
    return v_payment;
  end if;
  if v_payment.status <> 'completed' then
    raise exception 'Seul un paiement effectué peut être remboursé.' using errcode = '22023';
  end if;
  if v_payment.user_id is not null then
    insert into public.credit_balances (user_id) values (v_payment.user_id) on conflict (user_id) do nothing;
    select balance into v_balance from public.credit_balances where user_id = v_payment.user_id for update;
    v_taken := least(v_payment.credits_granted, v_balance);
    if v_taken > 0 then
      perform private.apply_credit(v_payment.user_id, -v_taken, 'remboursement_paiement', v_payment.id, null,
        left('Remboursement du paiement : ' || btrim(reason), 500));
    end if;
  end if;
  update public.payments
    set status = 'refunded', refunded_at = now(), refund_reason = btrim(reason),
        refunded_by = refund_payment.refunded_by, credits_refunded = v_taken
    where id = v_payment.id returning * into v_payment;
  return v_payment;
end $$;
revoke execute on function public.refund_payment(uuid, text, uuid) from public, anon, authenticated;
grant execute on function public.refund_payment(uuid, text, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The status trigger learns 'refunded': the client is told, and the linked request's history says so.
create or replace function private.payment_status_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.user_id is null then
    null; -- an anonymised accounting record: nobody to tell
  elsif new.status = 'completed' then
    perform private.notify(new.user_id, 'payment',
      format('Paiement de %s confirmé : %s ajoutée%s à votre compte.', private.format_euros(new.amount),
             case when new.credits_granted = 1 then '1 aide' else new.credits_granted || ' aides' end,
             case when new.credits_granted = 1 then '' else 's' end),
      '/paiement', jsonb_build_object('payment_id', new.id, 'request_id', new.request_id));
  elsif new.status = 'failed' then
    perform private.notify(new.user_id, 'payment',
      format('Votre paiement de %s a échoué.', private.format_euros(new.amount)), '/paiement',
      jsonb_build_object('payment_id', new.id, 'request_id', new.request_id));
  elsif new.status = 'refunded' then
    perform private.notify(new.user_id, 'payment',
      format('Votre paiement de %s a été remboursé.', private.format_euros(new.amount)), '/paiement',
      jsonb_build_object('payment_id', new.id, 'request_id', new.request_id));
  end if;
  if new.request_id is not null then
    insert into public.request_events (request_id, type, details)
      values (new.request_id, 'payment',
              case new.status when 'completed' then 'Paiement confirmé' when 'failed' then 'Paiement échoué'
                              when 'refunded' then 'Paiement remboursé' else 'Paiement en attente' end);
  end if;
  return new;
end $$;
