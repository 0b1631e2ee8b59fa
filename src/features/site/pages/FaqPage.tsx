import { PageHeader } from '../../../components/PageTitle.tsx';
import { FaqAccordion } from '../FaqAccordion.tsx';
import { faqItems } from '../faq-items.ts';

export default function FaqPage() {
  return (
    <>
      <PageHeader
        title="Questions fréquentes"
        lead="Tout ce qu’il faut savoir sur Aidy, la simulation et l’accompagnement."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <FaqAccordion items={faqItems} visible={faqItems.length} headingLevel={2} />
      </div>
    </>
  );
}
