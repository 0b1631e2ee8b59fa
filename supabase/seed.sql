-- Demo data only (local resets and previews): a client whose account area looks like a real one, an adviser,
-- and four people the client sponsored. Fixed UUIDs so every reset gives the same data.
--   client  demo@aidy.fr  / Demo-aidy-2026   (balance after seeding: 2 aids)
--   admin   admin@aidy.fr / Admin-aidy-2026
-- Everything goes through the same triggers and functions as real use (sign-up, requests, status changes,
-- payments, referrals); each step is then dated in the past with pg_temp.backdate so timelines read naturally.
-- The files of the seeded documents are uploaded by `npm start` (scripts/demo-files.ts): SQL cannot store bytes.

-- Rows written in the last minute (this step) are moved to `p_at`.
create function pg_temp.backdate(p_at timestamptz) returns void
language sql as $$
  update public.profiles set created_at = p_at where created_at > now() - interval '1 minute';
  update public.parrainages set created_at = p_at, date = p_at::date where created_at > now() - interval '1 minute';
  update public.request_events set created_at = p_at where created_at > now() - interval '1 minute';
  update public.credit_movements set created_at = p_at where created_at > now() - interval '1 minute';
  update public.notifications set created_at = p_at where created_at > now() - interval '1 minute';
$$;

create function pg_temp.sign_up(p_id uuid, p_email text, p_password text, p_meta jsonb, p_at timestamptz)
returns void
language plpgsql as $$
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000', p_id, 'authenticated', 'authenticated', p_email,
    extensions.crypt(p_password, extensions.gen_salt('bf')), p_at, '', '', '', '',
    '{"provider": "email", "providers": ["email"]}', p_meta, p_at, p_at
  );
  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (p_id::text, p_id, jsonb_build_object('sub', p_id::text, 'email', p_email, 'email_verified', true), 'email',
          p_at, p_at);
  perform pg_temp.backdate(p_at);
end $$;

-- Sets a request's status as an adviser would, then dates the change.
create function pg_temp.status(p_request uuid, p_status public.request_status, p_details text, p_at timestamptz)
returns void
language plpgsql as $$
begin
  perform public.set_request_status(p_request, p_status, p_details);
  perform pg_temp.backdate(p_at);
end $$;

-- A request created as create_form_request does (one credit spent), dated `p_at`.
create function pg_temp.request(
  p_id uuid, p_user uuid, p_type text, p_aid text, p_name text, p_amount numeric, p_data jsonb, p_at timestamptz
) returns void
language plpgsql as $$
begin
  insert into public.form_requests (id, user_id, form_type, aid_id, aid_name, estimated_amount, data, created_at, updated_at)
  values (p_id, p_user, p_type, p_aid, p_name, p_amount, p_data, p_at, p_at);
  perform private.apply_credit(p_user, -1, 'demande', null, p_id, null);
  perform pg_temp.backdate(p_at);
end $$;

create function pg_temp.document(p_request uuid, p_label text, p_file text, p_at timestamptz) returns void
language plpgsql as $$
begin
  insert into public.request_documents (request_id, user_id, label, storage_path, created_at, updated_at)
  select r.id, r.user_id, p_label, case when p_file is null then null else r.user_id || '/' || r.id || '/' || p_file end,
         p_at, p_at
  from public.form_requests r where r.id = p_request;
  perform pg_temp.backdate(p_at);
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Accounts.
select pg_temp.sign_up('d3e0a000-0000-4000-8000-000000000002', 'admin@aidy.fr', 'Admin-aidy-2026',
  '{"prenom": "Sacha", "nom": "Conseil", "telephone": "0187654321"}', now() - interval '90 days');
update public.profiles set role = 'admin', referral_code = 'CONS26' where id = 'd3e0a000-0000-4000-8000-000000000002';

select pg_temp.sign_up('d3e0a000-0000-4000-8000-000000000001', 'demo@aidy.fr', 'Demo-aidy-2026',
  '{"prenom": "Camille", "nom": "Durand", "telephone": "0612345678"}', now() - interval '40 days');
update public.profiles set referral_code = 'DEMO26' where id = 'd3e0a000-0000-4000-8000-000000000001';

insert into public.notifications (user_id, type, message, link, is_read, created_at) values
  ('d3e0a000-0000-4000-8000-000000000001', 'system', 'Bienvenue sur Aidy ! Lancez une simulation pour découvrir vos aides.',
   '/simulateur', true, now() - interval '40 days');

-- The simulation Camille saved to her account on her first day.
insert into public.simulations (user_id, answers, result, eligible_count, monthly_total, yearly_total, created_at)
values ('d3e0a000-0000-4000-8000-000000000001',
  '{"date_naissance": "2004-03-15", "situation_professionnelle": "apprenti", "type_logement": "locataire", "loyer": 520, "code_postal": "69003"}',
  '{"droitsEligibles": [
     {"id": "aide_logement", "code": "aide_logement", "nom": "Aide personnalisée au logement (APL/ALS/ALF)", "institution": "CAF / MSA",
      "description": "Une aide mensuelle pour payer une partie de votre loyer, versée par la CAF ou la MSA.", "montant": 245, "periodicite": "mensuelle",
      "lien": "https://www.caf.fr/allocataires/aides-et-demarches/droits-et-prestations/logement", "explication": []},
     {"id": "mobili_jeune", "code": "mobili_jeune", "nom": "Aide Mobili-Jeune", "institution": "Action Logement",
      "description": "Une aide d''Action Logement qui prend en charge une partie du loyer des alternants de moins de 30 ans.", "montant": 100, "periodicite": "mensuelle",
      "lien": "https://www.actionlogement.fr/l-aide-mobili-jeune", "explication": []},
     {"id": "aide_financement_permis_apprenti", "code": "aide_financement_permis_apprenti", "nom": "Aide au permis de conduire pour les apprentis",
      "institution": "France compétences", "description": "500 € pour financer le permis B des apprentis d''au moins 18 ans.", "montant": 500,
      "periodicite": "ponctuelle", "lien": "https://www.service-public.fr/particuliers/vosdroits/F34519", "explication": []}
   ], "droitsNonEligibles": []}',
  3, 345, 4640, now() - interval '39 days');

-- ---------------------------------------------------------------------------------------------------------
-- Camille's requests, in order.
-- 1. APL: documents, processed, granted.
select pg_temp.request('d3e0a000-0000-4000-8000-0000000000a1', 'd3e0a000-0000-4000-8000-000000000001', 'logement',
  'aide_logement', 'Aide personnalisée au logement (APL/ALS/ALF)', 245, '{"loyer": 520, "ville": "Lyon"}',
  now() - interval '35 days');
select pg_temp.document('d3e0a000-0000-4000-8000-0000000000a1', 'Bail ou contrat de location', 'bail.pdf', now() - interval '35 days' + interval '2 hours');
select pg_temp.document('d3e0a000-0000-4000-8000-0000000000a1', 'Pièce d''identité', 'carte-identite.pdf', now() - interval '34 days');
select pg_temp.document('d3e0a000-0000-4000-8000-0000000000a1', 'Relevé d''identité bancaire (RIB)', 'rib.pdf', now() - interval '34 days' + interval '5 minutes');

-- A Standard pack (3 aids), confirmed as the payment function would.
insert into public.payments (id, user_id, amount, payment_intent_id, pack_id, created_at)
values ('d3e0a000-0000-4000-8000-0000000000b1', 'd3e0a000-0000-4000-8000-000000000001', 1299, 'pi_demo_standard',
        'standard', now() - interval '30 days');
select public.complete_payment('pi_demo_standard', 1299);
update public.payments set completed_at = now() - interval '30 days'
  where id = 'd3e0a000-0000-4000-8000-0000000000b1';
select pg_temp.backdate(now() - interval '30 days');

-- Four friends signed up with Camille's code (10 % off her next purchases).
select pg_temp.sign_up('d3e0a000-0000-4000-8000-000000000011', 'leo.martin@exemple.fr', 'Filleul-aidy-2026',
  '{"prenom": "Léo", "nom": "Martin", "telephone": "0611223344", "ref": "DEMO26"}', now() - interval '26 days');
select pg_temp.sign_up('d3e0a000-0000-4000-8000-000000000012', 'ines.bernard@exemple.fr', 'Filleul-aidy-2026',
  '{"prenom": "Inès", "nom": "Bernard", "telephone": "0622334455", "ref": "DEMO26"}', now() - interval '21 days');
select pg_temp.sign_up('d3e0a000-0000-4000-8000-000000000013', 'hugo.petit@exemple.fr', 'Filleul-aidy-2026',
  '{"prenom": "Hugo", "nom": "Petit", "telephone": "0633445566", "ref": "DEMO26"}', now() - interval '14 days');
select pg_temp.sign_up('d3e0a000-0000-4000-8000-000000000014', 'chloe.moreau@exemple.fr', 'Filleul-aidy-2026',
  '{"prenom": "Chloé", "nom": "Moreau", "telephone": "0644556677", "ref": "DEMO26"}', now() - interval '6 days');
-- Léo made a request, so he shows as active.
select pg_temp.request('d3e0a000-0000-4000-8000-0000000000f1', 'd3e0a000-0000-4000-8000-000000000011', 'ressources',
  'ppa', 'Prime d''activité', 180, '{}', now() - interval '24 days');

-- 1 (continued). The APL is processed, then granted.
select pg_temp.status('d3e0a000-0000-4000-8000-0000000000a1', 'in_progress', 'Dossier complet, transmis à la CAF', now() - interval '31 days');
select pg_temp.status('d3e0a000-0000-4000-8000-0000000000a1', 'approved', 'Aide accordée par la CAF : 245 € par mois à partir du mois prochain', now() - interval '20 days');

-- 2. Mobili-Jeune: refused, the credit came back.
select pg_temp.request('d3e0a000-0000-4000-8000-0000000000a2', 'd3e0a000-0000-4000-8000-000000000001', 'jeunes',
  'mobili_jeune', 'Aide Mobili-Jeune', 100, '{"alternance": true}', now() - interval '25 days');
select pg_temp.status('d3e0a000-0000-4000-8000-0000000000a2', 'rejected', 'Contrat d''alternance hors du champ de l''aide (entreprise de moins de 10 salariés du secteur agricole)', now() - interval '15 days');

-- 3. Bourse: in progress, the adviser asks for one more document.
select pg_temp.request('d3e0a000-0000-4000-8000-0000000000a3', 'd3e0a000-0000-4000-8000-000000000001', 'etudes',
  'bourse_criteres_sociaux', 'Bourse sur critères sociaux', 206, '{"echelon": 2}', now() - interval '18 days');
select pg_temp.document('d3e0a000-0000-4000-8000-0000000000a3', 'Certificat de scolarité', 'certificat-scolarite.pdf', now() - interval '18 days' + interval '1 hour');
select pg_temp.status('d3e0a000-0000-4000-8000-0000000000a3', 'in_progress', 'Dossier social étudiant transmis au Crous', now() - interval '10 days');
select pg_temp.document('d3e0a000-0000-4000-8000-0000000000a3', 'Avis d''imposition des parents', null, now() - interval '9 days');

-- 4. Complémentaire santé solidaire: cancelled by Camille the next day (credit restored).
select pg_temp.request('d3e0a000-0000-4000-8000-0000000000a4', 'd3e0a000-0000-4000-8000-000000000001', 'ressources',
  'css_participation_forfaitaire', 'Complémentaire santé solidaire', 0, '{}', now() - interval '9 days');
update public.form_requests set status = 'cancelled'
  where id = 'd3e0a000-0000-4000-8000-0000000000a4';
select pg_temp.backdate(now() - interval '8 days');

-- A card payment that failed (1 aid, 10 % referral discount).
insert into public.payments (id, user_id, amount, payment_intent_id, offer_id, created_at)
values ('d3e0a000-0000-4000-8000-0000000000b2', 'd3e0a000-0000-4000-8000-000000000001', 539, 'pi_demo_quick1_failed',
        'quick_1', now() - interval '7 days');
select public.fail_payment('pi_demo_quick1_failed');
select pg_temp.backdate(now() - interval '7 days');

-- 5. Prime d'activité and 6. permis: pending, the permis one with its first document.
select pg_temp.request('d3e0a000-0000-4000-8000-0000000000a5', 'd3e0a000-0000-4000-8000-000000000001', 'ressources',
  'ppa', 'Prime d''activité', 182, '{}', now() - interval '6 days');
select pg_temp.request('d3e0a000-0000-4000-8000-0000000000a6', 'd3e0a000-0000-4000-8000-000000000001', 'jeunes',
  'aide_financement_permis_apprenti', 'Aide au permis de conduire pour les apprentis', 500, '{}', now() - interval '4 days');
select pg_temp.document('d3e0a000-0000-4000-8000-0000000000a6', 'Contrat d''apprentissage', 'contrat-apprentissage.pdf', now() - interval '4 days' + interval '10 minutes');

-- 7. Pass Culture with no credit left: to be paid by card (still to pay).
insert into public.form_requests (id, user_id, form_type, aid_id, aid_name, estimated_amount, payment_required, payment_status, created_at, updated_at)
values ('d3e0a000-0000-4000-8000-0000000000a7', 'd3e0a000-0000-4000-8000-000000000001', 'jeunes', 'pass_culture',
        'Pass Culture', 300, true, 'pending', now() - interval '3 days', now() - interval '3 days');
select pg_temp.backdate(now() - interval '3 days');

-- Two more aids bought two days ago (9,99 € − 10 %).
insert into public.payments (id, user_id, amount, payment_intent_id, offer_id, created_at)
values ('d3e0a000-0000-4000-8000-0000000000b3', 'd3e0a000-0000-4000-8000-000000000001', 899, 'pi_demo_quick2',
        'quick_2', now() - interval '2 days');
select public.complete_payment('pi_demo_quick2', 899);
update public.payments set completed_at = now() - interval '2 days'
  where id = 'd3e0a000-0000-4000-8000-0000000000b3';
select pg_temp.backdate(now() - interval '2 days');

-- ---------------------------------------------------------------------------------------------------------
-- Support: a question about the APL (answered, then closed by Camille) and one about the bourse, just answered.
insert into public.support_tickets (id, user_id, subject, request_id, created_at, updated_at)
values ('d3e0a000-0000-4000-8000-0000000000c1', 'd3e0a000-0000-4000-8000-000000000001', 'Pièces pour l''APL',
        'd3e0a000-0000-4000-8000-0000000000a1', now() - interval '27 days', now() - interval '27 days');
insert into public.support_messages (ticket_id, author_id, body, created_at) values
  ('d3e0a000-0000-4000-8000-0000000000c1', 'd3e0a000-0000-4000-8000-000000000001',
   'Bonjour, faut-il fournir le bail signé des deux côtés ?', now() - interval '27 days');
select pg_temp.backdate(now() - interval '27 days');
insert into public.support_messages (ticket_id, author_id, body, created_at) values
  ('d3e0a000-0000-4000-8000-0000000000c1', 'd3e0a000-0000-4000-8000-000000000002',
   'Bonjour Camille, oui : le bail doit être signé par vous et votre bailleur. Le vôtre est complet, nous l''avons transmis.',
   now() - interval '26 days');
select pg_temp.backdate(now() - interval '26 days');
update public.support_tickets set status = 'closed' where id = 'd3e0a000-0000-4000-8000-0000000000c1';

insert into public.support_tickets (id, user_id, subject, request_id, created_at, updated_at)
values ('d3e0a000-0000-4000-8000-0000000000c2', 'd3e0a000-0000-4000-8000-000000000001',
        'Avis d''imposition de mes parents', 'd3e0a000-0000-4000-8000-0000000000a3', now() - interval '8 days',
        now() - interval '8 days');
insert into public.support_messages (ticket_id, author_id, body, created_at) values
  ('d3e0a000-0000-4000-8000-0000000000c2', 'd3e0a000-0000-4000-8000-000000000001',
   'Bonjour, mes parents sont séparés : faut-il les deux avis d''imposition ?', now() - interval '8 days');
select pg_temp.backdate(now() - interval '8 days');
insert into public.support_messages (ticket_id, author_id, body, created_at) values
  ('d3e0a000-0000-4000-8000-0000000000c2', 'd3e0a000-0000-4000-8000-000000000002',
   'Bonjour Camille, le Crous demande l''avis du parent qui vous a à charge, celui chez qui vous résidez. Déposez-le dans votre demande.',
   now() - interval '1 day');
select pg_temp.backdate(now() - interval '1 day');

-- Camille has read everything but the last three days.
update public.notifications set is_read = true
  where user_id = 'd3e0a000-0000-4000-8000-000000000001' and created_at < now() - interval '3 days';

-- updated_at as the story says (the touch triggers stamp now() on every update, so they are paused here).
alter table public.form_requests disable trigger form_requests_touch;
alter table public.support_tickets disable trigger support_tickets_touch;
alter table public.payments disable trigger payments_touch;
update public.form_requests r set updated_at = (select max(e.created_at) from public.request_events e where e.request_id = r.id)
  where r.user_id in (select id from public.profiles where email like '%@aidy.fr' or email like '%@exemple.fr');
update public.support_tickets t set updated_at = case t.status when 'closed' then now() - interval '25 days'
    else (select max(m.created_at) from public.support_messages m where m.ticket_id = t.id) end
  where t.user_id = 'd3e0a000-0000-4000-8000-000000000001';
update public.payments set updated_at = coalesce(completed_at, created_at) where user_id = 'd3e0a000-0000-4000-8000-000000000001';
alter table public.form_requests enable trigger form_requests_touch;
alter table public.support_tickets enable trigger support_tickets_touch;
alter table public.payments enable trigger payments_touch;
