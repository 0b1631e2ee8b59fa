// The local-aid catalogue in the back-office (issue 18): the list comes from the advisers' function (the
// catalogue is code data, the hidden state is in the database); hiding and showing again is an admin RPC,
// audited by the database.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { adminKey, getFunction, rpc } from './rpc.ts';

export type NiveauAide = 'national' | 'region' | 'departement' | 'epci' | 'commune';

export interface LocalAidRow {
  id: string;
  nom: string;
  institution: string;
  niveau: NiveauAide;
  dateSource: string;
  lien: string;
  masquee: { reason: string; hiddenAt: string; hiddenBy: string | null } | null;
}

export interface LocalAidsPage {
  dateCatalogue: string;
  dateImport: string | null;
  total: number;
  page: number;
  pageSize: number;
  aides: LocalAidRow[];
}

export interface LocalAidFilters {
  search: string;
  niveau: string;
  etat: string;
}

export function useLocalAids(f: LocalAidFilters, page: number) {
  const query = new URLSearchParams({ q: f.search, niveau: f.niveau, etat: f.etat, page: String(page) });
  return useQuery({
    queryKey: adminKey('local-aids', f, page),
    queryFn: () =>
      getFunction<LocalAidsPage>(
        `${paths.adminLocalAidsFunction}?${query}`,
        'Le catalogue des aides locales n’a pas pu être chargé. Veuillez réessayer.',
      ),
    placeholderData: keepPreviousData,
  });
}

export const setLocalAidHidden = (v: { code: string; hide: boolean; note: string }) =>
  rpc<{ code: string; hidden: boolean }>('admin_hide_local_aid', {
    aid_code: v.code,
    hide: v.hide,
    note: v.note.trim() || null,
  });

export const NIVEAU_LABEL: Record<NiveauAide, string> = {
  national: 'National',
  region: 'Région',
  departement: 'Département',
  epci: 'Intercommunalité',
  commune: 'Commune',
};

/** « 19/08/2026 » from « 2026-08-19 » (a calendar day: no time zone) */
export const jourFr = (iso: string | null | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : '—';
