// /admin/catalogue: the packs and quick-buy offers (name, price, aid count, description, features, popular,
// active, order), edited in a dialog (react-hook-form + zod); a change applies to new purchases only and is
// written to the audit log by the database. A second tab lists the local aids (LocalAidsSection).
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type FieldErrors,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { AddressTabs } from '../../../components/AddressTabs.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { ActionMessage, EmptyState, ErrorState } from '../../../components/QueryState.tsx';
import { FormField, FormTextarea } from '../../../components/FormField.tsx';
import { SkeletonList } from '../../../components/Skeleton.tsx';
import { AdminPage, Section } from '../components/AdminPage.tsx';
import { Badge } from '../components/AdminStatus.tsx';
import { DataTable, type ColumnDef } from '../components/DataTable.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import type { CsvColumn } from '../csv.ts';
import { cents } from '../format.ts';
import { useAdminMutation } from '../api/requests.ts';
import { saveOffer, savePack, useCatalogue, type Offer, type Pack } from '../api/others.ts';
import { LocalAidsSection } from './LocalAidsSection.tsx';
import { fromCents, offerSchema, packSchema, toCents, type OfferForm, type PackForm } from '../schemas.ts';

function Check({ label, input }: { label: string; input: React.InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      <input type="checkbox" className="h-5 w-5 accent-brand-700" {...input} />
      {label}
    </label>
  );
}

/** The fields packs and offers share, as the form holds them (texts for the numbers). */
interface CommonFields {
  id: string;
  price: string;
  aideCount: string;
  sortOrder: string;
  active: boolean;
}
type CatalogueRow = Pick<Pack, 'id' | 'price_cents' | 'aide_count' | 'sort_order' | 'active'>;

const commonDefaults = (row: CatalogueRow | null): CommonFields =>
  row
    ? {
        id: row.id,
        price: fromCents(row.price_cents),
        aideCount: String(row.aide_count),
        active: row.active,
        sortOrder: String(row.sort_order),
      }
    : { id: '', price: '', aideCount: '1', active: true, sortOrder: '0' };

const commonValues = (v: CommonFields) => ({
  id: v.id,
  price_cents: toCents(v.price),
  aide_count: Number(v.aideCount),
  active: v.active,
  sort_order: Number(v.sortOrder),
});

/** Price, aid count and order, side by side: the numbers packs and offers share. */
function NumberFields({
  field,
  errors,
}: {
  field: (name: string) => UseFormRegisterReturn;
  errors: FieldErrors<Record<string, string>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        label="Prix (€)"
        required
        error={errors.price?.message}
        input={{ ...field('price'), inputMode: 'decimal' }}
      />
      <FormField
        label="Nombre d’aides"
        required
        error={errors.aideCount?.message}
        input={{ ...field('aideCount'), inputMode: 'numeric' }}
      />
      <FormField
        label="Ordre"
        required
        error={errors.sortOrder?.message}
        input={{ ...field('sortOrder'), inputMode: 'numeric' }}
      />
    </div>
  );
}

function DialogButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className="btn-ghost" onClick={onCancel}>
        Annuler
      </button>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Enregistrement...' : 'Enregistrer'}
      </button>
    </div>
  );
}

/**
 * The dialog of a pack or an offer: identifier (new item only), name, price, aid count, order, the item's own
 * fields (children), its own checkboxes beside « En vente »; saved by `save`, closed once saved.
 */
function CatalogueItemDialog<T extends CommonFields>({
  title,
  isNew,
  form,
  nameField,
  nameLabel,
  checks,
  save,
  onClose,
  children,
}: {
  title: string;
  isNew: boolean;
  form: UseFormReturn<T>;
  nameField: Exclude<keyof T, keyof CommonFields> & string;
  nameLabel: string;
  checks?: ReactNode;
  save: (values: T) => Promise<unknown>;
  onClose: (saved: boolean) => void;
  children?: ReactNode;
}) {
  const mutation = useAdminMutation(save);
  const errors = form.formState.errors as FieldErrors<Record<string, string>>;
  const field = (name: string) => form.register(name as Path<T>);
  const submit = form.handleSubmit((v) =>
    mutation.mutateAsync(v).then(
      () => onClose(true),
      () => undefined,
    ),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={title}
      description="Le changement vaut pour les nouveaux achats ; un paiement déjà créé garde son montant."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        {isNew && <FormField label="Identifiant" required error={errors.id?.message} input={field('id')} />}
        <FormField label={nameLabel} required error={errors[nameField]?.message} input={field(nameField)} />
        <NumberFields field={field} errors={errors} />
        {children}
        <div className="flex flex-wrap gap-6">
          {checks}
          <Check label="En vente" input={field('active')} />
        </div>
        {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
        <DialogButtons pending={mutation.isPending} onCancel={() => onClose(false)} />
      </form>
    </Dialog>
  );
}

function PackDialog({ pack, onClose }: { pack: Pack | null; onClose: (saved: boolean) => void }) {
  const form = useForm<PackForm>({
    resolver: zodResolver(packSchema),
    defaultValues: {
      ...commonDefaults(pack),
      name: pack?.name ?? '',
      description: pack?.description ?? '',
      features: pack?.features.join('\n') ?? '',
      popular: pack?.popular ?? false,
    },
  });
  const { errors } = form.formState;
  return (
    <CatalogueItemDialog
      title={pack ? `Modifier le pack « ${pack.name} »` : 'Nouveau pack'}
      isNew={!pack}
      form={form}
      nameField="name"
      nameLabel="Nom"
      checks={<Check label="Populaire" input={form.register('popular')} />}
      onClose={onClose}
      save={(v) =>
        savePack({
          ...commonValues(v),
          name: v.name.trim(),
          description: v.description.trim(),
          features: v.features
            .split('\n')
            .map((f) => f.trim())
            .filter(Boolean),
          popular: v.popular,
        })
      }
    >
      <FormTextarea
        label="Description"
        required
        error={errors.description?.message}
        textarea={{ ...form.register('description'), rows: 3 }}
      />
      <FormTextarea
        label="Avantages (un par ligne)"
        error={errors.features?.message}
        textarea={{ ...form.register('features'), rows: 4 }}
      />
    </CatalogueItemDialog>
  );
}

function OfferDialog({ offer, onClose }: { offer: Offer | null; onClose: (saved: boolean) => void }) {
  const form = useForm<OfferForm>({
    resolver: zodResolver(offerSchema),
    defaultValues: { ...commonDefaults(offer), label: offer?.label ?? '' },
  });
  return (
    <CatalogueItemDialog
      title={offer ? `Modifier l’offre « ${offer.label} »` : 'Nouvelle offre'}
      isNew={!offer}
      form={form}
      nameField="label"
      nameLabel="Nom de l’offre"
      onClose={onClose}
      save={(v) => saveOffer({ ...commonValues(v), label: v.label.trim() })}
    />
  );
}

const onSale = (active: boolean) => (active ? <Badge tone="green">En vente</Badge> : <Badge>Retiré</Badge>);

/** A titled list of packs or offers: CSV export, « Nouveau … », the table or an empty state. */
function CatalogueTable<T extends { id: string }>({
  title,
  exportName,
  csv,
  newLabel,
  onNew,
  empty,
  columns,
  rows,
}: {
  title: string;
  exportName: string;
  csv: CsvColumn<T>[];
  newLabel: string;
  onNew: () => void;
  empty: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
}) {
  return (
    <Section
      title={title}
      actions={
        <div className="flex flex-wrap gap-3">
          <ExportButton name={exportName} load={async () => rows} columns={csv} />
          <button type="button" className="btn-primary" onClick={onNew}>
            {newLabel}
          </button>
        </div>
      }
    >
      {rows.length ? (
        <DataTable label={title} columns={columns} data={rows} getRowId={(r) => r.id} />
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </Section>
  );
}

export default function CataloguePage() {
  return (
    <AdminPage
      title="Catalogue"
      lead="Les packs et les offres d’achat rapide. Un changement vaut pour les nouveaux achats."
    >
      <AddressTabs
        label="Rubriques du catalogue"
        tabs={[
          { value: 'packs', label: 'Packs et offres', content: <PacksAndOffers />, className: 'space-y-6' },
          { value: 'aides-locales', label: 'Aides locales', content: <LocalAidsSection /> },
        ]}
      />
    </AdminPage>
  );
}

function packColumns(onEdit: (pack: Pack) => void) {
  const packCol = createColumnHelper<Pack>();
  return [
    packCol.accessor('sort_order', { header: 'Ordre' }),
    packCol.accessor('name', {
      header: 'Nom',
      cell: ({ row, getValue }) => (
        <span className="font-semibold">
          {getValue()} {row.original.popular && <Badge tone="amber">Populaire</Badge>}
        </span>
      ),
    }),
    packCol.accessor('price_cents', { header: 'Prix', cell: (c) => cents(c.getValue()) }),
    packCol.accessor('aide_count', { header: 'Aides' }),
    packCol.accessor('description', {
      header: 'Description',
      cell: (c) => <span className="block max-w-sm">{c.getValue()}</span>,
    }),
    packCol.accessor('active', { header: 'État', cell: (c) => onSale(c.getValue()) }),
    packCol.display({
      id: 'modifier',
      header: 'Actions',
      cell: ({ row }) => (
        <button
          type="button"
          className="btn-ghost px-3 py-1.5"
          aria-label={`Modifier le pack ${row.original.name}`}
          onClick={() => onEdit(row.original)}
        >
          Modifier
        </button>
      ),
    }),
  ] as ColumnDef<Pack, unknown>[];
}

function offerColumns(onEdit: (offer: Offer) => void) {
  const offerCol = createColumnHelper<Offer>();
  return [
    offerCol.accessor('sort_order', { header: 'Ordre' }),
    offerCol.accessor('label', {
      header: 'Nom',
      cell: (c) => <span className="font-semibold">{c.getValue()}</span>,
    }),
    offerCol.accessor('price_cents', { header: 'Prix', cell: (c) => cents(c.getValue()) }),
    offerCol.accessor('aide_count', { header: 'Aides' }),
    offerCol.accessor('active', { header: 'État', cell: (c) => onSale(c.getValue()) }),
    offerCol.display({
      id: 'modifier',
      header: 'Actions',
      cell: ({ row }) => (
        <button
          type="button"
          className="btn-ghost px-3 py-1.5"
          aria-label={`Modifier l’offre ${row.original.label}`}
          onClick={() => onEdit(row.original)}
        >
          Modifier
        </button>
      ),
    }),
  ] as ColumnDef<Offer, unknown>[];
}

const packCsv: CsvColumn<Pack>[] = [
  { header: 'Identifiant', value: (p: Pack) => p.id },
  { header: 'Nom', value: (p: Pack) => p.name },
  { header: 'Prix (€)', value: (p: Pack) => p.price_cents / 100 },
  { header: 'Aides', value: (p: Pack) => p.aide_count },
  { header: 'Description', value: (p: Pack) => p.description },
  { header: 'Avantages', value: (p: Pack) => p.features.join(' | ') },
  { header: 'Populaire', value: (p: Pack) => p.popular },
  { header: 'En vente', value: (p: Pack) => p.active },
  { header: 'Ordre', value: (p: Pack) => p.sort_order },
];

const offerCsv: CsvColumn<Offer>[] = [
  { header: 'Identifiant', value: (o: Offer) => o.id },
  { header: 'Nom', value: (o: Offer) => o.label },
  { header: 'Prix (€)', value: (o: Offer) => o.price_cents / 100 },
  { header: 'Aides', value: (o: Offer) => o.aide_count },
  { header: 'En vente', value: (o: Offer) => o.active },
  { header: 'Ordre', value: (o: Offer) => o.sort_order },
];

function PacksAndOffers() {
  const query = useCatalogue();
  const [editPack, setEditPack] = useState<Pack | null | 'new'>(null);
  const [editOffer, setEditOffer] = useState<Offer | null | 'new'>(null);
  const [saved, setSaved] = useState(false);
  const close = (setter: (v: null) => void) => (done: boolean) => {
    setter(null);
    setSaved(done);
  };
  // Opening a dialog hides the previous « Catalogue enregistré. ».
  const openPack = (pack: Pack | 'new') => {
    setSaved(false);
    setEditPack(pack);
  };
  const openOffer = (offer: Offer | 'new') => {
    setSaved(false);
    setEditOffer(offer);
  };
  return (
    <>
      {saved && <ActionMessage kind="success">Catalogue enregistré.</ActionMessage>}
      {query.isPending ? (
        <SkeletonList rows={6} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <CatalogueTable
            title="Packs"
            exportName="packs"
            csv={packCsv}
            newLabel="Nouveau pack"
            onNew={() => openPack('new')}
            empty="Aucun pack."
            columns={packColumns(openPack)}
            rows={query.data?.packs ?? []}
          />
          <CatalogueTable
            title="Offres d’achat rapide"
            exportName="offres"
            csv={offerCsv}
            newLabel="Nouvelle offre"
            onNew={() => openOffer('new')}
            empty="Aucune offre."
            columns={offerColumns(openOffer)}
            rows={query.data?.offers ?? []}
          />
        </>
      )}
      {editPack && <PackDialog pack={editPack === 'new' ? null : editPack} onClose={close(setEditPack)} />}
      {editOffer && (
        <OfferDialog offer={editOffer === 'new' ? null : editOffer} onClose={close(setEditOffer)} />
      )}
    </>
  );
}
