-- Catalogue: the four packs of /pricing and the three quick-buy cards of /paiement, as data so prices are
-- decided server-side. Everyone (anon included) reads the active ones; admins also see inactive ones.
-- Nobody writes through the API: prices change by migration.

create table public.packs (
  id text primary key check (id ~ '^[a-z0-9_]{1,40}$'),
  name text not null,
  description text not null,
  price_cents integer not null check (price_cents > 0),
  aide_count integer not null check (aide_count > 0),
  features text[] not null default '{}',
  popular boolean not null default false,
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
alter table public.packs enable row level security;

create policy "packs: anyone reads active packs" on public.packs
  for select to anon
  using (active);
create policy "packs: signed-in users read active packs, admins all" on public.packs
  for select to authenticated
  using (active or (select public.is_admin()));

revoke all on table public.packs from anon, authenticated;
grant select on table public.packs to anon, authenticated;

insert into public.packs (id, name, description, price_cents, aide_count, features, popular, sort_order) values
  ('basic', 'Essentiel', 'Pour faire une demande d''aide, accompagnée de bout en bout.', 699, 1,
   array['1 demande d''aide', 'Support par e-mail', 'Aides sans date d''expiration'], false, 1),
  ('standard', 'Standard', 'Le meilleur équilibre pour cumuler plusieurs aides.', 1299, 3,
   array['3 demandes d''aide', 'Support par e-mail', 'Support téléphonique', 'Aides sans date d''expiration'], true, 2),
  ('premium', 'Premium', 'Un conseiller dédié suit toutes vos demandes.', 1999, 6,
   array['6 demandes d''aide', 'Support par e-mail', 'Support téléphonique', 'Conseiller dédié', 'Aides sans date d''expiration'], false, 3),
  ('ultimate', 'Illimité', 'Pour toutes vos démarches de l''année, sans compter.', 2999, 10,
   array['10 demandes d''aide', 'Support par e-mail', 'Support téléphonique', 'Conseiller dédié', 'Aides sans date d''expiration'], false, 4);

create table public.quick_buy_offers (
  id text primary key check (id ~ '^[a-z0-9_]{1,40}$'),
  label text not null,
  price_cents integer not null check (price_cents > 0),
  aide_count integer not null check (aide_count > 0),
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
alter table public.quick_buy_offers enable row level security;

create policy "quick_buy_offers: anyone reads active offers" on public.quick_buy_offers
  for select to anon
  using (active);
create policy "quick_buy_offers: signed-in users read active offers, admins all" on public.quick_buy_offers
  for select to authenticated
  using (active or (select public.is_admin()));

revoke all on table public.quick_buy_offers from anon, authenticated;
grant select on table public.quick_buy_offers to anon, authenticated;

insert into public.quick_buy_offers (id, label, price_cents, aide_count, sort_order) values
  ('quick_1', '1 aide', 599, 1, 1),
  ('quick_2', '2 aides', 999, 2, 2),
  ('quick_3', '3 aides', 1599, 3, 3);
