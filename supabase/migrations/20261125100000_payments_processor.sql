-- Payments through a card processor (issue 13), part 1: the new enum values. They get their own migration
-- because PostgreSQL refuses to use an enum value in the transaction that added it (each migration is one
-- transaction); 20261125100010_payments_processor_rules.sql uses them.

-- A completed payment the processor refunded (admin refund or a refund made in the Stripe dashboard).
alter type public.payment_status add value if not exists 'refunded';
-- Ledger reason of the credits taken back when a purchase is refunded ('remboursement' stays the credit given
-- back for a refused or cancelled request).
alter type public.credit_reason add value if not exists 'remboursement_paiement';
