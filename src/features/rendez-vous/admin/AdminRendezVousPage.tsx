// /admin/rendez-vous: availability and agenda of the signed-in adviser. The server decides who is an adviser
// (is_admin); RLS and the functions refuse everything else anyway.
import { useQuery } from '@tanstack/react-query';
import { AccountPage } from '../../../components/AccountPage.tsx';
import { SkeletonBlock } from '../../../components/Skeleton.tsx';
import { ErrorState } from '../../../components/QueryState.tsx';
import { adminRdvKeys, isAdviser } from './api.ts';
import { AdviserAgenda } from './AdviserAgenda.tsx';
import { AdviserAvailability } from './AdviserAvailability.tsx';

export { AdviserAgenda, AdviserAvailability };

export default function AdminRendezVousPage() {
  const gate = useQuery({ queryKey: adminRdvKeys.gate, queryFn: isAdviser });
  return (
    <AccountPage title="Rendez-vous des conseillers">
      {gate.isPending && <SkeletonBlock />}
      {gate.data === false && <ErrorState message="Accès réservé aux conseillers." />}
      {gate.data === true && (
        <div className="grid gap-6 lg:grid-cols-2">
          <AdviserAgenda />
          <AdviserAvailability />
        </div>
      )}
    </AccountPage>
  );
}
