// /profil, three tabs (seed 000 §2): Informations, Sécurité (password, data export, account deletion),
// Notifications (four toggles, saved).
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { useCompte } from '../../lib/compte.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { InformationsTab } from './InformationsTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { SecuriteTab } from './SecuriteTab.tsx';
import { PROFILE_LOAD_ERROR } from './schemas.ts';

const TABS = [
  { value: 'informations', label: 'Informations' },
  { value: 'securite', label: 'Sécurité' },
  { value: 'notifications', label: 'Notifications' },
];

export default function ProfilPage() {
  const compte = useCompte();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('onglet')) ? params.get('onglet')! : 'informations';
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
        <Tabs.Root value={tab} onValueChange={(value) => setParams({ onglet: value }, { replace: true })}>
          <Tabs.List
            aria-label="Rubriques du profil"
            className="mb-6 flex gap-1 relative overflow-x-auto border-b border-slate-200"
          >
            {TABS.map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="informations">
            <InformationsTab compte={compte.data} />
          </Tabs.Content>
          <Tabs.Content value="securite">
            <SecuriteTab />
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <NotificationsTab settings={compte.data.settings} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </AccountPage>
  );
}
