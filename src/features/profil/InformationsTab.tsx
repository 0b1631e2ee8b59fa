import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useAuth } from '../../lib/auth.tsx';
import type { Compte } from '../../lib/compte-fetch.ts';
import { messageOf } from '../../lib/errors.ts';
import { roots } from '../../lib/query-keys.ts';
import { FormField } from '../../components/FormField.tsx';
import { ActionMessage } from '../../components/QueryState.tsx';
import { saveInformations } from './api.ts';
import {
  informationsSchema,
  normalisePhone,
  PROFILE_ERROR,
  PROFILE_SUCCESS,
  type InformationsForm,
} from './schemas.ts';

/** First and last name from the sign-up metadata, else split from the profile's name. */
function names(compte: Compte, meta: { prenom?: string; nom?: string } | undefined) {
  if (meta?.prenom || meta?.nom) return { prenom: meta.prenom ?? '', nom: meta.nom ?? '' };
  const [prenom = '', ...rest] = (compte.full_name ?? compte.name ?? '').split(' ');
  return { prenom, nom: rest.join(' ') };
}

/** the form starts from what is saved; a successful save closes it and refreshes the account */
function useInformations(compte: Compte) {
  const { session } = useAuth();
  const [editing, setEditing] = useState(false);
  const client = useQueryClient();
  const initial: InformationsForm = {
    ...names(compte, session?.user.user_metadata as { prenom?: string; nom?: string }),
    telephone: compte.phone ?? '',
    email: session?.user.email ?? compte.email ?? '',
  };
  const form = useForm<InformationsForm>({
    resolver: zodResolver(informationsSchema),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: saveInformations,
    onSuccess: async () => {
      setEditing(false);
      await client.invalidateQueries({ queryKey: roots.compte });
    },
  });
  const pendingEmail = save.data?.emailPending ?? (session?.user.new_email || null);
  return { editing, setEditing, initial, form, save, pendingEmail };
}

type Informations = ReturnType<typeof useInformations>;

function InformationsEditForm({
  form,
  save,
  onCancel,
}: Pick<Informations, 'form' | 'save'> & { onCancel: () => void }) {
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="card space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Prénom"
          required
          error={errors.prenom?.message}
          input={{ ...form.register('prenom'), autoComplete: 'given-name' }}
        />
        <FormField
          label="Nom"
          required
          error={errors.nom?.message}
          input={{ ...form.register('nom'), autoComplete: 'family-name' }}
        />
      </div>
      <FormField
        label="Téléphone"
        required
        help="Un numéro français, par exemple 06 12 34 56 78 ou +33 6 12 34 56 78."
        error={errors.telephone?.message}
        input={{ ...form.register('telephone'), type: 'tel', autoComplete: 'tel' }}
      />
      <FormField
        label="Adresse e-mail"
        required
        help="Si vous la changez, un lien de confirmation est envoyé à la nouvelle adresse."
        error={errors.email?.message}
        input={{ ...form.register('email'), type: 'email', autoComplete: 'email' }}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}

function InformationsSummary({ initial, onEdit }: { initial: InformationsForm; onEdit: () => void }) {
  return (
    <div className="card">
      <dl className="grid gap-4 sm:grid-cols-2">
        {[
          ['Prénom', initial.prenom],
          ['Nom', initial.nom],
          ['Téléphone', normalisePhone(initial.telephone) ?? (initial.telephone || 'Non renseigné')],
          ['Adresse e-mail', initial.email],
        ].map(([dt, dd]) => (
          <div key={dt}>
            <dt className="text-sm text-slate-600">{dt}</dt>
            <dd className="font-semibold break-all text-slate-900">{dd}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn-primary mt-6" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> Modifier
      </button>
    </div>
  );
}

export function InformationsTab({ compte }: { compte: Compte }) {
  const { editing, setEditing, initial, form, save, pendingEmail } = useInformations(compte);
  return (
    <div className="space-y-4">
      {save.isSuccess && <ActionMessage kind="success">{PROFILE_SUCCESS}</ActionMessage>}
      {save.isError && <ActionMessage kind="error">{messageOf(save.error, PROFILE_ERROR)}</ActionMessage>}
      {pendingEmail && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          Un lien de confirmation a été envoyé à <strong>{pendingEmail}</strong> : votre adresse e-mail
          changera quand vous l’aurez ouvert.
        </p>
      )}
      {editing ? (
        <InformationsEditForm
          form={form}
          save={save}
          onCancel={() => {
            form.reset(initial);
            setEditing(false);
          }}
        />
      ) : (
        <InformationsSummary
          initial={initial}
          onEdit={() => {
            save.reset();
            form.reset(initial);
            setEditing(true);
          }}
        />
      )}
    </div>
  );
}
