// The « Aides locales » tab of /admin/catalogue (issue 18): the imported local aids with the date each source
// was last checked and the catalogue's dates, searchable and paginated; an adviser hides an aid that has
// ended (with a reason, after a confirmation) or shows it again. The database audits both; the server then
// leaves the hidden aid out of simulations, /aides-locales and its page.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { ActionMessage } from '../../../components/QueryState.tsx';
import { FormTextarea } from '../../../components/FormField.tsx';
import { Section } from '../components/AdminPage.tsx';
import { Badge } from '../components/AdminStatus.tsx';
import { DataTable, ListState, Pagination, type ColumnDef } from '../components/DataTable.tsx';
import { FilterBar, SelectFilter } from '../components/Filters.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useListParams } from '../useListParams.ts';
import { day } from '../format.ts';
import { useAdminMutation } from '../api/requests.ts';
import {
  jourFr,
  NIVEAU_LABEL,
  setLocalAidHidden,
  useLocalAids,
  type LocalAidFilters,
  type LocalAidRow,
} from '../api/local-aids.ts';
import { localAidReasonSchema, type LocalAidReasonForm } from '../schemas.ts';

function HideDialog({ aid, onClose }: { aid: LocalAidRow; onClose: (done: string | null) => void }) {
  const hide = !aid.masquee;
  const mutation = useAdminMutation(setLocalAidHidden);
  const form = useForm<LocalAidReasonForm>({
    resolver: zodResolver(localAidReasonSchema(hide)),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit((v) =>
    mutation.mutateAsync({ code: aid.id, hide, note: v.note }).then(
      () =>
        onClose(
          hide
            ? `« ${aid.nom} » est masquée : elle n’apparaît plus dans les simulations ni sur les pages des aides locales.`
            : `« ${aid.nom} » est de nouveau proposée.`,
        ),
      () => undefined,
    ),
  );
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => !open && onClose(null)}
      title={hide ? 'Masquer cette aide ?' : 'Afficher de nouveau cette aide ?'}
      description={
        hide
          ? `« ${aid.nom} » (${aid.institution}) ne sera plus proposée dans les simulations, sur /aides-locales ni sur sa page. Vous pourrez l’afficher de nouveau.`
          : `« ${aid.nom} » (${aid.institution}) sera de nouveau proposée partout. Masquée pour : ${aid.masquee?.reason}.`
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <FormTextarea
          label={hide ? 'Motif (par exemple : aide terminée)' : 'Note (facultative)'}
          required={hide}
          error={form.formState.errors.note?.message}
          textarea={{ ...form.register('note'), rows: 3 }}
        />
        {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => onClose(null)}>
            Annuler
          </button>
          <button type="submit" className="btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Enregistrement...' : hide ? 'Masquer l’aide' : 'Afficher de nouveau'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function localAidColumns(onAction: (aid: LocalAidRow) => void) {
  const col = createColumnHelper<LocalAidRow>();
  return [
    col.accessor('nom', {
      header: 'Aide',
      cell: ({ row: { original: a } }) => (
        <span className="block max-w-md">
          <a
            href={paths.aideLocale(a.id)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-800 underline"
          >
            {a.nom}
          </a>
          <span className="block text-xs break-all text-slate-600">{a.id}</span>
        </span>
      ),
    }),
    col.accessor('institution', { header: 'Institution' }),
    col.accessor('niveau', { header: 'Niveau', cell: (c) => NIVEAU_LABEL[c.getValue()] }),
    col.accessor('dateSource', {
      header: 'Source',
      cell: (c) => <span className="whitespace-nowrap">Source vérifiée le {jourFr(c.getValue())}</span>,
    }),
    col.display({
      id: 'etat',
      header: 'État',
      cell: ({ row: { original: a } }) =>
        a.masquee ? (
          <span className="block max-w-xs">
            <Badge tone="red">Masquée</Badge>
            <span className="mt-1 block text-xs text-slate-700">
              {a.masquee.reason} — le {day(a.masquee.hiddenAt)}
              {a.masquee.hiddenBy ? ` par ${a.masquee.hiddenBy}` : ''}
            </span>
          </span>
        ) : (
          <Badge tone="green">Proposée</Badge>
        ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: a } }) => (
        <button
          type="button"
          className="btn-ghost px-3 py-1.5 whitespace-nowrap"
          aria-label={a.masquee ? `Afficher de nouveau ${a.nom}` : `Masquer ${a.nom}`}
          onClick={() => onAction(a)}
        >
          {a.masquee ? 'Afficher de nouveau' : 'Masquer'}
        </button>
      ),
    }),
  ] as ColumnDef<LocalAidRow, unknown>[];
}

function LocalAidFilterBar({
  filters,
  set,
}: {
  filters: LocalAidFilters;
  set: ReturnType<typeof useListParams>['set'];
}) {
  return (
    <FilterBar label="Filtres des aides locales">
      <SearchBox
        label="Rechercher une aide"
        placeholder="Nom, institution ou identifiant"
        value={filters.search}
        onSearch={(q) => set({ q })}
      />
      <SelectFilter
        label="Niveau"
        value={filters.niveau}
        onChange={(v) => set({ niveau: v })}
        options={Object.entries(NIVEAU_LABEL).map(([value, label]) => ({ value, label }))}
      />
      <SelectFilter
        label="État"
        allLabel="Toutes"
        value={filters.etat}
        onChange={(v) => set({ etat: v })}
        options={[
          { value: 'visibles', label: 'Proposées' },
          { value: 'masquees', label: 'Masquées' },
        ]}
      />
    </FilterBar>
  );
}

export function LocalAidsSection() {
  const { get, page, set, setPage } = useListParams();
  const filters: LocalAidFilters = { search: get('q'), niveau: get('niveau'), etat: get('etat') };
  const query = useLocalAids(filters, page);
  const [acting, setActing] = useState<LocalAidRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const columns = localAidColumns((aid) => {
    setDone(null);
    setActing(aid);
  });
  const data = query.data;
  return (
    <Section title="Aides locales">
      {data && (
        <p className="mb-4 text-slate-800">
          Catalogue importé le {jourFr(data.dateImport)} (fichier source du {jourFr(data.dateCatalogue)}). Une
          aide masquée disparaît des simulations, de /aides-locales et de sa page.
        </p>
      )}
      <LocalAidFilterBar filters={filters} set={set} />
      <div className="mt-4 space-y-4">
        {done && <ActionMessage kind="success">{done}</ActionMessage>}
        <ListState
          query={query}
          empty={data?.aides.length === 0 && 'Aucune aide ne correspond à ces critères.'}
        >
          <DataTable
            label="Aides locales"
            columns={columns}
            data={data?.aides ?? []}
            getRowId={(a) => a.id}
          />
          <Pagination
            label="aides locales"
            page={page}
            pageSize={data?.pageSize ?? 50}
            total={data?.total ?? 0}
            onPage={setPage}
          />
        </ListState>
      </div>
      {acting && (
        <HideDialog
          aid={acting}
          onClose={(message) => {
            setActing(null);
            setDone(message);
          }}
        />
      )}
    </Section>
  );
}
