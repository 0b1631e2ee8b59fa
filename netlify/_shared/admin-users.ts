// The advisers' account actions (back-office, issue 14): deactivate, reactivate or delete someone's account.
// Only the auth admin API can ban or delete a user, so this runs in a function with the service key; the
// caller's rights are asked of the database with their own token (is_admin(): an adviser whose session was
// verified with a second factor, aal2 — issue 20), never taken from the browser.
import type { SupabaseClient } from '@supabase/supabase-js';
import { deleteAccount } from './account-deletion.ts';
import { HttpError } from './http.ts';
import { callerClient } from './supabase.ts';

export const ADMIN_USER_ACTIONS = ['deactivate', 'reactivate', 'delete'] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

/** A ban this long is a deactivation (GoTrue durations; ~100 years). */
export const DEACTIVATION_BAN = '876000h';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseAdminUserRequest(body: unknown): { userId: string; action: AdminUserAction } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof b.userId !== 'string' || !UUID.test(b.userId))
    throw new HttpError(400, 'Indiquez l’identifiant de l’utilisateur (userId).');
  if (typeof b.action !== 'string' || !(ADMIN_USER_ACTIONS as readonly string[]).includes(b.action))
    throw new HttpError(400, 'Action inconnue : deactivate, reactivate ou delete.');
  return { userId: b.userId.toLowerCase(), action: b.action as AdminUserAction };
}

async function roleOf(service: SupabaseClient, userId: string): Promise<string | null> {
  const { data, error } = await service.from('profiles').select('role').eq('id', userId).maybeSingle();
  if (error) throw new Error(`profil illisible : ${error.message}`);
  return (data?.role as string | undefined) ?? null;
}

/** 403 unless the token is an adviser's aal2 session (the database's is_admin(), as the RPCs check it). */
export async function requireAdviser(token: string): Promise<void> {
  const { data, error } = await callerClient(token).rpc('is_admin');
  if (error || data !== true) throw new HttpError(403, 'Accès réservé aux conseillers.');
}

async function audit(
  service: SupabaseClient,
  actorId: string,
  action: string,
  userId: string,
  after: Record<string, unknown> | null,
): Promise<void> {
  const { error } = await service.rpc('record_admin_action', {
    actor_id: actorId,
    action,
    target_table: 'auth.users',
    target_id: userId,
    target_user_id: userId,
    after,
  });
  if (error) throw new Error(`journal des actions : ${error.message}`);
}

/**
 * Applies `action` to `userId` for the adviser `actorId` (already checked). Never on oneself; an adviser's
 * account must be demoted first, so the last adviser can never be locked out.
 */
export async function applyAdminUserAction(
  service: SupabaseClient,
  actorId: string,
  userId: string,
  action: AdminUserAction,
): Promise<void> {
  if (userId === actorId.toLowerCase())
    throw new HttpError(400, 'Vous ne pouvez pas appliquer cette action à votre propre compte.');
  const role = await roleOf(service, userId);
  if (role === null) throw new HttpError(404, 'Utilisateur introuvable.');
  if (role === 'admin' && action !== 'reactivate')
    throw new HttpError(400, 'Retirez d’abord le rôle de conseiller de ce compte.');
  if (action === 'delete') {
    await deleteAccount(service, userId);
    await audit(service, actorId, 'user.deleted', userId, null);
    return;
  }
  const deactivate = action === 'deactivate';
  const { error } = await service.auth.admin.updateUserById(userId, {
    ban_duration: deactivate ? DEACTIVATION_BAN : 'none',
  });
  if (error) throw new Error(`mise à jour du compte impossible : ${error.message}`);
  if (deactivate) {
    // the ban refuses sign-in and refresh; ending the sessions also refuses the tokens already issued to
    // Supabase Auth (getUser) at once
    const { error: endError } = await service.rpc('end_user_sessions', { user_id: userId });
    if (endError) throw new Error(`fin des sessions impossible : ${endError.message}`);
  }
  await audit(service, actorId, deactivate ? 'user.deactivated' : 'user.reactivated', userId, {
    deactivated: deactivate,
  });
}
