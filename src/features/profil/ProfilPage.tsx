// /profil, three tabs (seed 000 §2): Informations, Sécurité (password, data export, account deletion),
// Notifications (four toggles, saved).
import { useCompte } from '../../lib/compte.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { AddressTabs } from '../../components/AddressTabs.tsx';
import { ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { InformationsTab } from './InformationsTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { SecuriteTab } from './SecuriteTab.tsx';
import { PROFILE_LOAD_ERROR } from './schemas.ts';

export default function ProfilPage() {
  const compte = useCompte();
  return (
    <AccountPage
      title="Mon profil"
      lead="Vos informations, la sécurité de votre compte et vos notifications."
    >
      {compte.isPending ? (
        <SkeletonBlock lines={4} label="Chargement de votre profil..." />
      ) : compte.isError || !compte.data.settings ? (
        <ErrorState message={PROFILE_LOAD_ERROR} onRetry={() => void compte.refetch()} />
      ) : (
        <AddressTabs
          label="Rubriques du profil"
          tabs={[
            {
              value: 'informations',
              label: 'Informations',
              content: <InformationsTab compte={compte.data} />,
            },
            { value: 'securite', label: 'Sécurité', content: <SecuriteTab /> },
            {
              value: 'notifications',
              label: 'Notifications',
              content: <NotificationsTab settings={compte.data.settings} />,
            },
          ]}
        />
      )}
    </AccountPage>
  );
}
