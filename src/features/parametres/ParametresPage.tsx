// /parametres: « Mode sombre » (the whole account area, saved in user_settings, applied before the first
// paint, following the device until chosen) and the e-mail notifications, saved as soon as they change.
import { useCompte } from '../../lib/compte.ts';
import { messageOf } from '../../lib/errors.ts';
import { useUpdateSettings } from '../../lib/settings.ts';
import { isDark, modeOf } from '../../lib/theme.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { Switch } from '../../components/Switch.tsx';

export default function ParametresPage() {
  const compte = useCompte();
  const save = useUpdateSettings();
  if (compte.isPending)
    return (
      <AccountPage title="Paramètres">
        <SkeletonBlock label="Chargement de vos paramètres..." />
      </AccountPage>
    );
  if (compte.isError || !compte.data.settings)
    return (
      <AccountPage title="Paramètres">
        <ErrorState message="Erreur lors du chargement du profil" onRetry={() => void compte.refetch()} />
      </AccountPage>
    );
  const settings = compte.data.settings;
  const mode = modeOf(settings.dark_mode);
  return (
    <AccountPage title="Paramètres" lead="L’apparence de votre espace et les e-mails que vous recevez.">
      <div className="card divide-y divide-slate-100 py-2">
        <div>
          <Switch
            label="Mode sombre"
            help={
              mode === 'system'
                ? 'Votre espace suit pour l’instant le réglage de votre appareil.'
                : 'Votre choix s’applique à tout votre espace, sur tous vos appareils.'
            }
            checked={isDark(mode)}
            onCheckedChange={(dark) => save.mutate({ dark_mode: dark })}
          />
          {mode !== 'system' && (
            <button
              type="button"
              className="mb-4 text-sm font-semibold text-brand-700 underline"
              onClick={() => save.mutate({ dark_mode: null })}
            >
              Suivre le réglage de mon appareil
            </button>
          )}
        </div>
        <Switch
          label="Notifications par e-mail"
          help="Recevoir un e-mail quand une demande avance, qu’un paiement est confirmé ou qu’un conseiller vous répond."
          checked={settings.email_notifications}
          onCheckedChange={(on) => save.mutate({ email_notifications: on })}
        />
      </div>
      <div className="mt-4">
        {save.isError ? (
          <ActionMessage kind="error">{messageOf(save.error)}</ActionMessage>
        ) : (
          save.isSuccess && <ActionMessage kind="success">Paramètres enregistrés.</ActionMessage>
        )}
      </div>
    </AccountPage>
  );
}
