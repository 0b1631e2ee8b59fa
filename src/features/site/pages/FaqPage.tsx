import { ContentPage } from '../../../components/PageTitle.tsx';
import { FaqAccordion } from '../FaqAccordion.tsx';
import { faqItems } from '../faq-items.ts';

export default function FaqPage() {
  return (
    <ContentPage title="Questions fréquentes" lead="Tout ce qu’il faut savoir sur Aidy, la simulation et l’accompagnement.">
      <FaqAccordion items={faqItems} visible={faqItems.length} />
    </ContentPage>
  );
}
