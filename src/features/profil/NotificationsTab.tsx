import { useState } from 'react';
import type { UserSettings } from '../../lib/compte-fetch.ts';
import { messageOf } from '../../lib/errors.ts';
import { useUpdateSettings } from '../../lib/settings.ts';
import { ActionMessage } from '../../components/QueryState.tsx';
import { Switch } from '../../components/Switch.tsx';

type Toggles = Pick<
  UserSettings,
  'email_notifications' | 'sms_notifications' | 'in_app_notifications' | 'appointment_reminders'
>;

const TOGGLES: { key: keyof Toggles; label: string; help: string }[] = [
  {
    key: 'email_notifications',
    label: 'Notifications par e-mail',
    help: 'Suivi des demandes, paiements, réponses du support.',
  },
  {
    key: 'sms_notifications',
    label: 'Notifications par SMS',
    help: 'Pas encore disponible : votre choix est enregistré et s’appliquera dès l’ouverture du service SMS.',
  },
  {
    key: 'in_app_notifications',
    label: 'Notifications dans l’application',
    help: 'La cloche de votre espace.',
  },
  {
    key: 'appointment_reminders',
    label: 'Rappels de rendez-vous',
    help: 'Par e-mail, 24 h puis 1 h avant chaque rendez-vous avec un conseiller.',
  },
];

export function NotificationsTab({ settings }: { settings: UserSettings }) {
  const [values, setValues] = useState<Toggles>(settings);
  const save = useUpdateSettings();
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
    >
      <div className="divide-y divide-slate-100">
        {TOGGLES.map((t) => (
          <Switch
            key={t.key}
            label={t.label}
            help={t.help}
            checked={values[t.key]}
            onCheckedChange={(on) => {
              save.reset();
              setValues((v) => ({ ...v, [t.key]: on }));
            }}
          />
        ))}
      </div>
      <div className="mt-4 space-y-3">
        {save.isSuccess && <ActionMessage kind="success">Préférences enregistrées.</ActionMessage>}
        {save.isError && <ActionMessage kind="error">{messageOf(save.error)}</ActionMessage>}
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </button>
      </div>
    </form>
  );
}
