// /pricing: the public page of the packs (the signed-in buyer sees their referral discount). The public site
// has no QueryClient of its own: the account area's client is provided here.
import { QueryClientProvider } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageTitle.tsx';
import { queryClient } from '../../lib/query.ts';
import { PacksCatalogue } from './PacksCatalogue.tsx';

export default function PricingPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PageHeader
        title="Tarifs et packs"
        lead="Des packs d’aides sans abonnement ni date d’expiration : choisissez le nombre de demandes que nos conseillers montent avec vous."
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <PacksCatalogue />
      </div>
    </QueryClientProvider>
  );
}
