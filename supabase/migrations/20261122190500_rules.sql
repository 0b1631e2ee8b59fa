-- Server-side rules: sign-up, referrals and discounts, requests and their credit, payments, notifications.
-- Every public function below checks its caller itself; security-definer ones have execute revoked from
-- public/anon and granted only to the role that needs them.

-- Trusted callers: service_role requests (the Netlify functions) and direct database sessions (migrations,
-- operators). Every API request carries JWT claims, so "no claims at all" can only be a direct session.
create function private.caller_is_trusted() returns boolean
language sql stable security invoker set search_path = '' as $$
  select auth.role() = 'service_role'
    or (coalesce(nullif(current_setting('request.jwt.claims', true), ''), nullif(current_setting('request.jwt.claim.role', true), '')) is null
        and (select auth.uid()) is null)
$$;

create function private.format_euros(cents integer) returns text
language sql immutable security invoker set search_path = '' as $$
  select replace(to_char(cents / 100.0, 'FM999999990.00'), '.', ',') || ' €'
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Referral codes: 6 random upper-case alphanumeric characters (seed §5/§9), unique.
create function private.new_referral_code() returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_code text;
begin
  loop
    select string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1 + floor(random() * 36)::integer, 1), '')
      into v_code from generate_series(1, 6);
    exit when not exists (select 1 from public.profiles where referral_code = v_code);
  end loop;
  return v_code;
end $$;

-- Links `p_filleul` to the owner of `p_code`, with the seed's three refusals (§5, §8).
create function private.link_referral(p_filleul uuid, p_code text) returns public.parrainages
language plpgsql security definer set search_path = '' as $$
declare
  v_code text := upper(btrim(coalesce(p_code, '')));
  v_parrain uuid;
  v_row public.parrainages;
begin
  select id into v_parrain from public.profiles where referral_code = v_code;
  if v_parrain is null then
    raise exception 'Code de parrainage invalide' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.parrainages where filleul_id = p_filleul) then
    raise exception 'Vous avez déjà un parrain' using errcode = 'P0001';
  end if;
  if v_parrain = p_filleul then
    raise exception 'Vous ne pouvez pas vous parrainer vous-même' using errcode = 'P0001';
  end if;
  begin
    insert into public.parrainages (parrain_id, filleul_id) values (v_parrain, p_filleul) returning * into v_row;
  exception when unique_violation then
    raise exception 'Vous avez déjà un parrain' using errcode = 'P0001';
  end;
  update public.profiles set parrain_code = v_code where id = p_filleul;
  return v_row;
end $$;

-- A new referral notifies the sponsor; the 5th one earns the sponsor one free aid, once ever.
create function private.parrainage_created() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_name text;
  v_count integer;
begin
  -- one referral at a time per sponsor, so the count and the reward cannot race
  perform 1 from public.profiles where id = new.parrain_id for update;
  select name into v_name from public.profiles where id = new.filleul_id;
  perform private.notify(new.parrain_id, 'parrainage',
    format('%s a utilisé votre code de parrainage.', coalesce(v_name, 'Un nouvel utilisateur')), '/parrainage',
    jsonb_build_object('filleul_id', new.filleul_id));
  select count(*) into v_count from public.parrainages where parrain_id = new.parrain_id;
  if v_count >= 5 and not exists (
    select 1 from public.credit_movements where user_id = new.parrain_id and reason = 'parrainage'
  ) then
    perform private.apply_credit(new.parrain_id, 1, 'parrainage', null, null, 'Aide offerte pour 5 filleuls');
    update public.parrainages set rewarded = true
      where id in (select id from public.parrainages where parrain_id = new.parrain_id order by created_at, id limit 5);
    perform private.notify(new.parrain_id, 'parrainage',
      'Félicitations ! Vous avez parrainé 5 personnes : une aide vous est offerte.', '/parrainage', null);
  end if;
  return new;
end $$;
create trigger parrainages_created after insert on public.parrainages
  for each row execute function private.parrainage_created();

-- The RPC behind the /parrainage "use a code" action. Returns true, or raises one of the seed's messages.
create function public.use_referral_code(code text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Vous devez être connecté pour accéder à cette page.' using errcode = '42501';
  end if;
  perform private.link_referral((select auth.uid()), use_referral_code.code);
  return true;
end $$;
revoke execute on function public.use_referral_code(text) from public, anon;
grant execute on function public.use_referral_code(text) to authenticated;

-- Seed §9: 0 referrals 0 %, 1–4 10 %, 5–9 20 %, 10 or more 30 %.
create function public.referral_discount_rate(referral_count integer) returns integer
language sql immutable security invoker set search_path = '' as $$
  select case
    when referral_count >= 10 then 30
    when referral_count >= 5 then 20
    when referral_count >= 1 then 10
    else 0
  end
$$;

-- The discount reached by `user_id` (default: the caller). Clients may only ask about themselves.
create function public.referral_discount_percent(user_id uuid default null) returns integer
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := coalesce(referral_discount_percent.user_id, (select auth.uid()));
begin
  if v_user is distinct from (select auth.uid()) and not public.is_admin() and not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  return public.referral_discount_rate((select count(*)::integer from public.parrainages where parrain_id = v_user));
end $$;
revoke execute on function public.referral_discount_percent(uuid) from public, anon;
grant execute on function public.referral_discount_percent(uuid) to authenticated, service_role;

-- The sponsor's /parrainage history without exposing the sponsored people's profiles.
create function public.mes_filleuls()
returns table (filleul_id uuid, name text, created_at timestamptz, rewarded boolean, actif boolean)
language sql stable security definer set search_path = '' as $$
  select p.filleul_id, f.name, p.created_at, p.rewarded,
         exists (select 1 from public.form_requests r where r.user_id = p.filleul_id and r.status <> 'cancelled') as actif
  from public.parrainages p
  join public.profiles f on f.id = p.filleul_id
  where p.parrain_id = (select auth.uid())
  order by p.created_at desc
$$;
revoke execute on function public.mes_filleuls() from public, anon;
grant execute on function public.mes_filleuls() to authenticated;

-- Price to pay for a pack or a quick-buy offer, after the buyer's referral discount (whole cents).
create function public.checkout_price_cents(pack_id text default null, offer_id text default null, user_id uuid default null)
returns integer
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_price integer;
begin
  if num_nonnulls(checkout_price_cents.pack_id, checkout_price_cents.offer_id) <> 1 then
    raise exception 'Choisissez un pack ou une offre.' using errcode = '22023';
  end if;
  select coalesce(
    (select p.price_cents from public.packs p where p.id = checkout_price_cents.pack_id and p.active),
    (select o.price_cents from public.quick_buy_offers o where o.id = checkout_price_cents.offer_id and o.active)
  ) into v_price;
  if v_price is null then
    raise exception 'Offre inconnue.' using errcode = '22023';
  end if;
  return round(v_price * (100 - public.referral_discount_percent(checkout_price_cents.user_id)) / 100.0)::integer;
end $$;
revoke execute on function public.checkout_price_cents(text, text, uuid) from public, anon;
grant execute on function public.checkout_price_cents(text, text, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Sign-up (trigger on auth.users, run by the auth server as supabase_auth_admin): profile from the sign-up
-- metadata, settings, the free aid, and the sponsor's code if the sign-up link carried one (`ref`).
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_name text;
begin
  v_name := left(coalesce(
    nullif(btrim(concat_ws(' ', nullif(btrim(v_meta ->> 'prenom'), ''), nullif(btrim(v_meta ->> 'nom'), ''))), ''),
    nullif(btrim(v_meta ->> 'full_name'), ''),
    nullif(btrim(v_meta ->> 'name'), '')
  ), 200);
  insert into public.profiles (id, email, name, full_name, phone, role, aide_gratuite, referral_code)
  values (new.id, new.email, v_name, v_name, left(nullif(btrim(v_meta ->> 'telephone'), ''), 30), 'client', true,
          private.new_referral_code());
  insert into public.user_settings (user_id) values (new.id);
  perform private.apply_credit(new.id, 1, 'aide_gratuite', null, null, 'Aide offerte à l''inscription');
  if nullif(btrim(v_meta ->> 'ref'), '') is not null then
    begin
      perform private.link_referral(new.id, v_meta ->> 'ref');
    exception when others then
      null; -- a wrong code in a sign-up link must never block the sign-up itself
    end;
  end if;
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.sync_user_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end $$;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (new.email is distinct from old.email) execute function private.sync_user_email();

-- ---------------------------------------------------------------------------------------------------------
-- Requests.
create function private.form_request_defaults() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.auth_user_id := new.user_id;
  return new;
end $$;
create trigger form_requests_defaults before insert or update of user_id, auth_user_id on public.form_requests
  for each row execute function private.form_request_defaults();

create function private.request_label(r public.form_requests) returns text
language sql immutable security invoker set search_path = '' as $$
  select coalesce(nullif(r.aid_name, ''), r.form_type)
$$;

create function private.form_request_created() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.request_events (request_id, type, new_status, details, actor_id)
    values (new.id, 'created', new.status, 'Demande créée', (select auth.uid()));
  perform private.notify(new.user_id, 'request',
    format('Votre demande « %s » a bien été enregistrée.', private.request_label(new)), '/demandes/' || new.id,
    jsonb_build_object('request_id', new.id, 'status', new.status));
  return new;
end $$;
create trigger form_requests_created after insert on public.form_requests
  for each row execute function private.form_request_created();

-- Status changes: timeline event, refund of the spent credit when the request ends rejected or cancelled,
-- and a notification. Rejected and cancelled are final.
create function private.form_request_status_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_refunded boolean := false;
  v_message text;
begin
  if old.status in ('rejected', 'cancelled') then
    raise exception 'Cette demande est close et ne peut plus changer de statut.' using errcode = 'P0001';
  end if;
  insert into public.request_events (request_id, type, old_status, new_status, details, actor_id)
    values (new.id, 'status_changed', old.status, new.status,
            nullif(current_setting('aidy.status_details', true), ''), (select auth.uid()));
  if new.status in ('rejected', 'cancelled')
     and exists (select 1 from public.credit_movements where request_id = new.id and reason = 'demande')
     and not exists (select 1 from public.credit_movements where request_id = new.id and reason = 'remboursement') then
    perform private.apply_credit(new.user_id, 1, 'remboursement', null, new.id,
      case new.status when 'rejected' then 'Demande refusée' else 'Demande annulée' end);
    v_refunded := true;
  end if;
  v_message := format(case new.status
      when 'pending' then 'Votre demande « %s » est de nouveau en attente.'
      when 'in_progress' then 'Votre demande « %s » est en cours de traitement.'
      when 'approved' then 'Bonne nouvelle : votre demande « %s » a été acceptée.'
      when 'completed' then 'Votre demande « %s » est terminée.'
      when 'rejected' then 'Votre demande « %s » a été refusée.'
      when 'cancelled' then 'Votre demande « %s » a été annulée.'
    end, private.request_label(new));
  if v_refunded then
    v_message := v_message || ' Votre crédit vous a été restitué.';
  end if;
  perform private.notify(new.user_id, 'request', v_message, '/demandes/' || new.id,
    jsonb_build_object('request_id', new.id, 'status', new.status, 'refunded', v_refunded));
  return new;
end $$;
create trigger form_requests_status_changed after update of status on public.form_requests
  for each row when (new.status is distinct from old.status) execute function private.form_request_status_changed();

-- Creates a request for the caller and spends one credit, atomically. With no credit left it raises
-- 'Crédit insuffisant…', unless `pay_by_card`: the request then waits for a payment (payment_status pending).
create function public.create_form_request(
  form_type text,
  aid_id text default null,
  aid_name text default null,
  estimated_amount numeric default null,
  data jsonb default '{}'::jsonb,
  pay_by_card boolean default false
) returns public.form_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_balance integer;
  v_request public.form_requests;
begin
  if v_user is null or not exists (select 1 from public.profiles where id = v_user) then
    raise exception 'Vous devez être connecté pour faire une demande.' using errcode = '42501';
  end if;
  if nullif(btrim(coalesce(create_form_request.form_type, '')), '') is null then
    raise exception 'Le type de demande est obligatoire.' using errcode = '22023';
  end if;
  insert into public.credit_balances (user_id) values (v_user) on conflict (user_id) do nothing;
  select balance into v_balance from public.credit_balances where user_id = v_user for update;
  if v_balance < 1 and not pay_by_card then
    raise exception 'Crédit insuffisant : achetez un pack pour faire une nouvelle demande.' using errcode = 'P0001';
  end if;
  insert into public.form_requests (user_id, form_type, aid_id, aid_name, estimated_amount, data, payment_required, payment_status)
  values (v_user, btrim(create_form_request.form_type), create_form_request.aid_id, create_form_request.aid_name,
          create_form_request.estimated_amount, coalesce(create_form_request.data, '{}'::jsonb),
          v_balance < 1, case when v_balance < 1 then 'pending'::public.request_payment_status end)
  returning * into v_request;
  if v_balance >= 1 then
    perform private.apply_credit(v_user, -1, 'demande', null, v_request.id, null);
  end if;
  return v_request;
end $$;
revoke execute on function public.create_form_request(text, text, text, numeric, jsonb, boolean) from public, anon;
grant execute on function public.create_form_request(text, text, text, numeric, jsonb, boolean) to authenticated;

-- The user's cancel button (seed §4): only a pending request; runs with the caller's rights.
create function public.cancel_form_request(request_id uuid) returns public.form_requests
language plpgsql security invoker set search_path = '' as $$
declare
  v_request public.form_requests;
begin
  select * into v_request from public.form_requests where id = cancel_form_request.request_id;
  if not found then
    raise exception 'Demande introuvable.' using errcode = 'P0002';
  end if;
  if v_request.status <> 'pending' then
    raise exception 'Seule une demande en attente peut être annulée.' using errcode = 'P0001';
  end if;
  update public.form_requests set status = 'cancelled' where id = v_request.id returning * into v_request;
  return v_request;
end $$;
revoke execute on function public.cancel_form_request(uuid) from public, anon;
grant execute on function public.cancel_form_request(uuid) to authenticated;

-- Advisers move a request along; `details` goes into the timeline.
create function public.set_request_status(request_id uuid, status public.request_status, details text default null)
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
    raise exception 'Demande introuvable.' using errcode = 'P0002';
  end if;
  return v_request;
end $$;
revoke execute on function public.set_request_status(uuid, public.request_status, text) from public, anon;
grant execute on function public.set_request_status(uuid, public.request_status, text) to authenticated, service_role;

-- Admin correction of a balance (reason ajustement_admin); still never below zero.
create function public.admin_adjust_credits(user_id uuid, delta integer, note text) returns integer
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() and not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  if delta = 0 or nullif(btrim(coalesce(note, '')), '') is null then
    raise exception 'Indiquez une variation non nulle et un motif.' using errcode = '22023';
  end if;
  return private.apply_credit(admin_adjust_credits.user_id, delta, 'ajustement_admin', null, null, note);
end $$;
revoke execute on function public.admin_adjust_credits(uuid, integer, text) from public, anon;
grant execute on function public.admin_adjust_credits(uuid, integer, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Payments.

-- A client's own insert must carry the server-side price and may only point at their own request.
create function private.guard_payment_insert() returns trigger
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
    raise exception 'Demande introuvable.' using errcode = 'P0002';
  end if;
  return new;
end $$;
create trigger payments_guard_insert before insert on public.payments
  for each row execute function private.guard_payment_insert();

create function private.payment_status_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'completed' then
    perform private.notify(new.user_id, 'payment',
      format('Paiement de %s confirmé : %s ajoutée%s à votre compte.', private.format_euros(new.amount),
             case when new.credits_granted = 1 then '1 aide' else new.credits_granted || ' aides' end,
             case when new.credits_granted = 1 then '' else 's' end),
      '/paiement', jsonb_build_object('payment_id', new.id, 'request_id', new.request_id));
  elsif new.status = 'failed' then
    perform private.notify(new.user_id, 'payment',
      format('Votre paiement de %s a échoué.', private.format_euros(new.amount)), '/paiement',
      jsonb_build_object('payment_id', new.id, 'request_id', new.request_id));
  end if;
  if new.request_id is not null then
    insert into public.request_events (request_id, type, details)
      values (new.request_id, 'payment',
              case new.status when 'completed' then 'Paiement confirmé' when 'failed' then 'Paiement échoué' else 'Paiement en attente' end);
  end if;
  return new;
end $$;
create trigger payments_status_changed after update of status on public.payments
  for each row when (new.status is distinct from old.status) execute function private.payment_status_changed();

-- Called by the payment Netlify function (service_role) once the payment intent succeeded: marks the
-- payment completed, grants the credits of the pack/offer (catalogue, not client data), and settles the
-- linked request (payment_status completed, status in_progress). Idempotent: a replay changes nothing.
-- `amount_received` (from the payment provider) must match the recorded amount when given.
create function public.complete_payment(payment_intent_id text, amount_received integer default null)
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
    raise exception 'Paiement introuvable.' using errcode = 'P0002';
  end if;
  if v_payment.status = 'completed' then
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

-- Called by the payment function when the provider reports a failure. A completed payment stays completed.
create function public.fail_payment(payment_intent_id text) returns public.payments
language plpgsql security definer set search_path = '' as $$
declare
  v_payment public.payments;
begin
  if not private.caller_is_trusted() then
    raise exception 'Accès non autorisé' using errcode = '42501';
  end if;
  select * into v_payment from public.payments p where p.payment_intent_id = fail_payment.payment_intent_id for update;
  if not found then
    raise exception 'Paiement introuvable.' using errcode = 'P0002';
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

-- Nothing in schema `private` is callable by API roles, even if the schema's USAGE were granted one day.
revoke execute on all functions in schema private from public;
alter default privileges in schema private revoke execute on functions from public;
