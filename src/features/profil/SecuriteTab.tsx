import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Download, Trash2 } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { messageOf } from '../../lib/errors.ts';
import { queryClient } from '../../lib/query.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { ActionMessage } from '../../components/QueryState.tsx';
import { changePassword, deleteAccount, DELETE_WORD, exportData, sendPasswordCode } from './api.ts';
import { MfaSection } from '../mfa/MfaSection.tsx';
import { passwordSchema, type PasswordForm } from './schemas.ts';

function usePasswordChange() {
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { code: '', nouveau: '', confirmation: '' },
  });
  const send = useMutation({ mutationFn: sendPasswordCode });
  const change = useMutation({
    mutationFn: (v: PasswordForm) => changePassword(v.code, v.nouveau),
    onSuccess: () => {
      form.reset();
      send.reset();
    },
  });
  return { form, send, change };
}

type PasswordChangeState = ReturnType<typeof usePasswordChange>;

function PasswordChangeMessages({ send, change }: Pick<PasswordChangeState, 'send' | 'change'>) {
  return (
    <div aria-live="polite" className="space-y-2">
      {send.isSuccess && (
        <ActionMessage kind="success">
          Un code de confirmation a été envoyé à {send.data}. Il est valable quelques minutes.
        </ActionMessage>
      )}
      {send.isError && <ActionMessage kind="error">{messageOf(send.error)}</ActionMessage>}
      {change.isSuccess && <ActionMessage kind="success">Votre mot de passe a été modifié.</ActionMessage>}
      {change.isError && <ActionMessage kind="error">{messageOf(change.error)}</ActionMessage>}
    </div>
  );
}

function NewPasswordForm({ form, change }: Pick<PasswordChangeState, 'form' | 'change'>) {
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))} className="space-y-4">
      <FormField
        label="Code reçu par e-mail"
        required
        error={errors.code?.message}
        input={{ ...form.register('code'), inputMode: 'numeric', autoComplete: 'one-time-code' }}
      />
      <FormField
        label="Nouveau mot de passe"
        required
        help="Au moins 8 caractères, avec une minuscule, une majuscule et un chiffre."
        error={errors.nouveau?.message}
        input={{ ...form.register('nouveau'), type: 'password', autoComplete: 'new-password' }}
      />
      <FormField
        label="Confirmation du nouveau mot de passe"
        required
        error={errors.confirmation?.message}
        input={{ ...form.register('confirmation'), type: 'password', autoComplete: 'new-password' }}
      />
      <button type="submit" className="btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Modification...' : 'Modifier le mot de passe'}
      </button>
    </form>
  );
}

/**
 * Supabase's secure password change (issue 20): « Recevoir le code par e-mail » sends a nonce through
 * /reauthenticate, then the code and the new password go together to updateUser({ password, nonce }).
 */
function PasswordChange() {
  const { form, send, change } = usePasswordChange();
  return (
    <section aria-labelledby="mdp-titre" className="card space-y-4">
      <h2 id="mdp-titre" className="text-lg font-bold text-slate-900">
        Changer mon mot de passe
      </h2>
      <p className="text-slate-700">
        Pour confirmer que c’est bien vous, un code vous est envoyé par e-mail. Saisissez-le avec votre
        nouveau mot de passe.
      </p>
      <PasswordChangeMessages send={send} change={change} />
      <button
        type="button"
        className="btn-ghost"
        onClick={() => {
          change.reset();
          send.mutate();
        }}
        disabled={send.isPending}
      >
        {send.isPending
          ? 'Envoi du code...'
          : send.isSuccess
            ? 'Renvoyer le code par e-mail'
            : 'Recevoir le code par e-mail'}
      </button>
      <NewPasswordForm form={form} change={change} />
    </section>
  );
}

function DataExport() {
  const download = useMutation({
    mutationFn: exportData,
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `aidy-mes-donnees-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  return (
    <section aria-labelledby="export-titre" className="card">
      <h2 id="export-titre" className="text-lg font-bold text-slate-900">
        Mes données
      </h2>
      <p className="mt-1 text-slate-700">
        Téléchargez toutes les données de votre compte dans un fichier JSON : profil, préférences, demandes
        avec leur suivi et la liste de leurs documents, paiements, mouvements de crédit, notifications,
        parrainage et tickets (droit à la portabilité, article 20 du RGPD).
      </p>
      {download.isError && (
        <div className="mt-3">
          <ActionMessage kind="error">{messageOf(download.error)}</ActionMessage>
        </div>
      )}
      <button
        type="button"
        className="btn-ghost mt-4"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {download.isPending ? 'Préparation du fichier...' : 'Télécharger mes données'}
      </button>
    </section>
  );
}

/** after the deletion: leave the account area first, then sign out and forget every cached query */
function useAccountDeletion() {
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteAccount(word.trim()),
    onSuccess: async () => {
      navigate(paths.home, { replace: true });
      await signOut();
      queryClient.clear();
    },
  });
  return { open, setOpen, word, setWord, remove };
}

type AccountDeletionState = ReturnType<typeof useAccountDeletion>;

/** the account goes only once the person has typed the confirmation word */
function DeletionConfirmForm({
  word,
  setWord,
  remove,
  onCancel,
}: Pick<AccountDeletionState, 'word' | 'setWord' | 'remove'> & { onCancel: () => void }) {
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (word.trim() === DELETE_WORD) remove.mutate();
      }}
    >
      <FormField
        label={`Tapez ${DELETE_WORD} pour confirmer`}
        input={{ value: word, onChange: (e) => setWord(e.target.value), autoComplete: 'off' }}
      />
      {remove.isError && <ActionMessage kind="error">{messageOf(remove.error)}</ActionMessage>}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Annuler
        </button>
        <button
          type="submit"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={word.trim() !== DELETE_WORD || remove.isPending}
        >
          {remove.isPending ? 'Suppression...' : 'Supprimer définitivement'}
        </button>
      </div>
    </form>
  );
}

function AccountDeletion() {
  const { open, setOpen, word, setWord, remove } = useAccountDeletion();
  return (
    <section aria-labelledby="suppression-titre" className="card border-red-200">
      <h2 id="suppression-titre" className="text-lg font-bold text-red-800">
        Supprimer mon compte
      </h2>
      <p className="mt-1 text-slate-700">
        Vos informations, demandes, documents, notifications et tickets sont effacés définitivement. Vos
        paiements sont conservés sans votre nom, comme l’exige la loi pour la comptabilité.
      </p>
      <button
        type="button"
        className="btn mt-4 bg-red-700 text-white hover:bg-red-800"
        onClick={() => {
          setWord('');
          remove.reset();
          setOpen(true);
        }}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Supprimer mon compte
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Supprimer définitivement mon compte"
        description={
          <p>
            Cette action est irréversible. Pour confirmer, tapez <strong>{DELETE_WORD}</strong> ci-dessous.
          </p>
        }
      >
        <DeletionConfirmForm word={word} setWord={setWord} remove={remove} onCancel={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}

export function SecuriteTab() {
  return (
    <div className="space-y-6">
      <MfaSection />
      <PasswordChange />
      <DataExport />
      <AccountDeletion />
    </div>
  );
}
