import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { Answers } from './questions.ts';
import { GEO_FIELDS } from './payload.ts';
import { useCommunes, type CommunesState } from './communes.ts';

/**
 * The communes of the postal code answered, for the commune question: its options and the note under it.
 * A postal code with a single commune answers the commune question by itself.
 */
export function useCommuneAnswer(answers: Answers, setAnswers: Dispatch<SetStateAction<Answers>>) {
  const communes = useCommunes(typeof answers.code_postal === 'string' ? answers.code_postal : undefined);
  useEffect(() => {
    if (communes.status !== 'ready') return;
    const list = communes.communes;
    const current = list.find((c) => c.code === answers.commune);
    const chosen = current ?? (list.length === 1 ? list[0] : undefined);
    setAnswers((a) => {
      const next: Answers = { ...a, commune: chosen?.code };
      next.departement = chosen?.departement;
      next.region = chosen?.region;
      next.epci = chosen?.epci;
      next.epci_type = chosen?.epciType;
      return GEO_FIELDS.every((f) => next[f] === a[f]) && next.commune === a.commune ? a : next;
    });
  }, [communes, answers.commune]);

  const communeOptions =
    communes.status === 'ready'
      ? communes.communes.map((c) => ({ value: c.code, label: `${c.nom} (${c.departement})` }))
      : [];
  return { communeOptions, communeNote: communeNote(communes) };
}

function communeNote(communes: CommunesState): string | undefined {
  return communes.status === 'loading'
    ? 'Recherche des communes...'
    : communes.status === 'error'
      ? 'La liste des communes n’a pas pu être chargée.'
      : communes.status === 'ready' && communes.communes.length === 0
        ? 'Aucune commune ne correspond à ce code postal.'
        : communes.status === 'idle'
          ? 'Saisissez d’abord votre code postal.'
          : undefined;
}
