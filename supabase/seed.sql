-- Demo data only (local resets and previews): a client and an adviser, with a purchase, three requests at
-- different stages and their notifications. Fixed UUIDs so every reset gives the same data.
--   client  demo@aidy.fr  / Demo-aidy-2026   (balance after seeding: 2 aids)
--   admin   admin@aidy.fr / Admin-aidy-2026
-- Profiles, settings and the free aid come from the sign-up trigger, as for a real sign-up.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', 'd3e0a000-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
   'demo@aidy.fr', extensions.crypt('Demo-aidy-2026', extensions.gen_salt('bf')), now(), '', '', '', '',
   '{"provider": "email", "providers": ["email"]}',
   '{"prenom": "Camille", "nom": "Durand", "telephone": "0612345678"}', now() - interval '40 days', now()),
  ('00000000-0000-0000-0000-000000000000', 'd3e0a000-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
   'admin@aidy.fr', extensions.crypt('Admin-aidy-2026', extensions.gen_salt('bf')), now(), '', '', '', '',
   '{"provider": "email", "providers": ["email"]}',
   '{"prenom": "Sacha", "nom": "Conseil", "telephone": "0187654321"}', now() - interval '90 days', now());

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email', now(), now()
from auth.users u
where u.id in ('d3e0a000-0000-4000-8000-000000000001', 'd3e0a000-0000-4000-8000-000000000002');

update public.profiles set role = 'admin' where id = 'd3e0a000-0000-4000-8000-000000000002';
update public.profiles set referral_code = 'DEMO26' where id = 'd3e0a000-0000-4000-8000-000000000001';
update public.profiles set referral_code = 'CONS26' where id = 'd3e0a000-0000-4000-8000-000000000002';

-- A Standard pack bought 30 days ago (3 aids), confirmed as the payment function would.
insert into public.payments (id, user_id, amount, payment_intent_id, pack_id, created_at)
values ('d3e0a000-0000-4000-8000-0000000000b1', 'd3e0a000-0000-4000-8000-000000000001', 1299, 'pi_demo_standard',
        'standard', now() - interval '30 days');
select public.complete_payment('pi_demo_standard', 1299);

-- Three requests, each spending one credit as create_form_request does.
insert into public.form_requests (id, user_id, form_type, aid_id, aid_name, estimated_amount, data, created_at) values
  ('d3e0a000-0000-4000-8000-0000000000a1', 'd3e0a000-0000-4000-8000-000000000001', 'logement', 'apl',
   'Aide personnalisée au logement (APL)', 245.00, '{"loyer": 520, "ville": "Lyon"}', now() - interval '25 days'),
  ('d3e0a000-0000-4000-8000-0000000000a2', 'd3e0a000-0000-4000-8000-000000000001', 'transport', 'aide-mobili-jeune',
   'Aide Mobili-Jeune', 100.00, '{"alternance": true}', now() - interval '12 days'),
  ('d3e0a000-0000-4000-8000-0000000000a3', 'd3e0a000-0000-4000-8000-000000000001', 'formation', 'aide-permis-apprenti',
   'Aide au permis de conduire pour les apprentis', 500.00, '{}', now() - interval '3 days');
select private.apply_credit('d3e0a000-0000-4000-8000-000000000001', -1, 'demande', null, r.id, null)
from public.form_requests r where r.user_id = 'd3e0a000-0000-4000-8000-000000000001' order by r.created_at;

insert into public.request_documents (request_id, user_id, label, storage_path) values
  ('d3e0a000-0000-4000-8000-0000000000a1', 'd3e0a000-0000-4000-8000-000000000001', 'Bail de location',
   'd3e0a000-0000-4000-8000-000000000001/bail.pdf'),
  ('d3e0a000-0000-4000-8000-0000000000a1', 'd3e0a000-0000-4000-8000-000000000001', 'Avis d''imposition', null);

-- APL: processed then granted; Mobili-Jeune: refused (the credit comes back); permis: still pending.
select public.set_request_status('d3e0a000-0000-4000-8000-0000000000a1', 'in_progress', 'Dossier complet, transmis à la CAF');
select public.set_request_status('d3e0a000-0000-4000-8000-0000000000a1', 'approved', 'Aide accordée par la CAF');
select public.set_request_status('d3e0a000-0000-4000-8000-0000000000a2', 'rejected', 'Contrat d''alternance hors du champ de l''aide');

insert into public.notifications (user_id, type, message, link, created_at) values
  ('d3e0a000-0000-4000-8000-000000000001', 'system', 'Bienvenue sur Aidy ! Lancez une simulation pour découvrir vos aides.',
   '/simulateur', now() - interval '40 days');

insert into public.support_tickets (id, user_id, subject, created_at)
values ('d3e0a000-0000-4000-8000-0000000000c1', 'd3e0a000-0000-4000-8000-000000000001', 'Pièces pour l''APL', now() - interval '20 days');
insert into public.support_messages (ticket_id, author_id, body, created_at) values
  ('d3e0a000-0000-4000-8000-0000000000c1', 'd3e0a000-0000-4000-8000-000000000001',
   'Bonjour, faut-il fournir le bail signé des deux côtés ?', now() - interval '20 days'),
  ('d3e0a000-0000-4000-8000-0000000000c1', 'd3e0a000-0000-4000-8000-000000000002',
   'Bonjour Camille, oui : le bail doit être signé par vous et votre bailleur.', now() - interval '19 days');
