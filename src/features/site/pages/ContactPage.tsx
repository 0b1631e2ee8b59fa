import { useState, type FormEvent } from 'react';
import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { PageHeader } from '../../../components/PageTitle.tsx';
import { TextField, FormErrors } from '../../../components/Field.tsx';
import { company } from '../../../config/site.ts';
import { contactSchema, sendContactMessage, type ContactInput } from '../contact.ts';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

type ContactErrors = Partial<Record<keyof ContactInput, string>>;

export default function ContactPage() {
  const form = useContactForm();
  return (
    <>
      <PageHeader
        title="Contact"
        lead="Une question sur une aide, sur votre dossier ou sur nos services ? Écrivez-nous, nous répondons sous 48 h ouvrées."
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="card">
          {form.sent ? <MessageSent onAnother={() => form.setSent(false)} /> : <ContactForm form={form} />}
        </div>
        <ContactDirect />
      </div>
    </>
  );
}

function useContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (key: keyof ContactInput) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const next: ContactErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof ContactInput] ??= issue.message;
      setErrors(next);
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      setSent(true);
      setValues(EMPTY);
    } catch (err) {
      setFormError((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  return { values, errors, formError, sending, sent, setSent, set, submit };
}

function MessageSent({ onAnother }: { onAnother: () => void }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-5 text-emerald-900">
      <CheckCircle2 className="h-6 w-6 shrink-0" aria-hidden="true" />
      <div>
        <h2 className="font-bold">Message envoyé</h2>
        <p className="mt-1">
          Merci ! Votre message a bien été transmis à notre équipe. Nous vous répondrons par e-mail.
        </p>
        <button type="button" className="mt-3 font-semibold underline" onClick={onAnother}>
          Envoyer un autre message
        </button>
      </div>
    </div>
  );
}

function ContactForm({ form }: { form: ReturnType<typeof useContactForm> }) {
  const { values, errors, set } = form;
  return (
    <form noValidate onSubmit={form.submit} className="space-y-5">
      <FormErrors messages={form.formError ? [form.formError] : []} />
      <TextField
        label="Nom"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <TextField
        label="Adresse e-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <TextField
        label="Sujet"
        name="subject"
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
        required
      />
      <TextField
        label="Message"
        name="message"
        multiline
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        required
      />
      <button type="submit" className="btn-primary" disabled={form.sending}>
        {form.sending ? 'Envoi en cours...' : 'Envoyer le message'}
      </button>
    </form>
  );
}

function ContactDirect() {
  return (
    <aside className="space-y-4 text-slate-700">
      <h2 className="text-lg font-bold text-brand-900">Nous joindre directement</h2>
      <p className="flex items-center gap-2">
        <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
        <a href={`mailto:${company.email}`} className="font-semibold text-brand-700 underline">
          {company.email}
        </a>
      </p>
      {company.phone && (
        <p className="flex items-center gap-2">
          <Phone className="h-5 w-5 text-brand-700" aria-hidden="true" />
          <a
            href={`tel:${company.phone.replace(/\s/g, '')}`}
            className="font-semibold text-brand-700 underline"
          >
            {company.phone}
          </a>
        </p>
      )}
      <p>Conseillers disponibles {company.phoneHours}.</p>
      <p className="text-sm">
        {company.legalName}, {company.address}
      </p>
    </aside>
  );
}
