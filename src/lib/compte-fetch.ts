// The signed-in person's account (profile, credit balance, settings) in one request. Kept free of TanStack
// Query so the auth provider (home page bundle) can start it as soon as a session exists; the provider and
// the account area's first query then share one request, whichever starts first.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface UserSettings {
  /** null until chosen: the account area follows the device */
  dark_mode: boolean | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  in_app_notifications: boolean;
  appointment_reminders: boolean;
}

export interface Compte {
  id: string;
  email: string | null;
  name: string | null;
  full_name: string | null;
  phone: string | null;
  role: 'client' | 'admin';
  referral_code: string;
  parrain_code: string | null;
  created_at: string;
  balance: number;
  settings: UserSettings | null;
}

const SELECT =
  'id, email, name, full_name, phone, role, referral_code, parrain_code, created_at, credit_balances(balance), ' +
  'user_settings(dark_mode, email_notifications, sms_notifications, in_app_notifications, appointment_reminders)';

type Row = Omit<Compte, 'balance' | 'settings'> & {
  credit_balances: { balance: number } | null;
  user_settings: UserSettings | null;
};

const listeners = new Set<(compte: Compte) => void>();
/** The last request, shared once between the auth provider's prefetch and the account query (10 s). */
let recent: { userId: string; at: number; promise: Promise<Compte>; takenByQuery: boolean } | null = null;
const SHARE_MS = 10_000;

async function request(client: SupabaseClient, userId: string): Promise<Compte> {
  const { data, error } = await client.from('profiles').select(SELECT).eq('id', userId).single();
  if (error) throw new Error('Impossible de charger les informations du profil.');
  const { credit_balances, user_settings, ...profile } = data as unknown as Row;
  const compte: Compte = { ...profile, balance: credit_balances?.balance ?? 0, settings: user_settings };
  listeners.forEach((listener) => listener(compte));
  return compte;
}

function start(client: SupabaseClient, userId: string, takenByQuery: boolean): Promise<Compte> {
  const promise = request(client, userId);
  const entry = { userId, at: Date.now(), promise, takenByQuery };
  recent = entry;
  promise.catch(() => {
    if (recent === entry) recent = null;
  });
  return promise;
}

const shareable = (userId: string) =>
  recent !== null && recent.userId === userId && Date.now() - recent.at < SHARE_MS;

/** Right after sign-in (auth provider): loads the account, or joins a load the account area just started. */
export function prefetchCompte(client: SupabaseClient, userId: string): Promise<Compte> {
  return shareable(userId) ? recent!.promise : start(client, userId, false);
}

/** The account query: takes the provider's fresh answer once, else asks the server. */
export function loadCompte(client: SupabaseClient, userId: string): Promise<Compte> {
  if (shareable(userId) && !recent!.takenByQuery) {
    recent!.takenByQuery = true;
    return recent!.promise;
  }
  return start(client, userId, true);
}

/** Called with every fresh copy of the account (e.g. the header's name after a profile change). */
export function onCompte(listener: (compte: Compte) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const displayNameOf = (c: Pick<Compte, 'full_name' | 'name'>) => c.full_name || c.name || null;
