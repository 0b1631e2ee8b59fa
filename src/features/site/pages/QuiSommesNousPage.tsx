import { ContentPage } from '../../../components/PageTitle.tsx';
import { company, figures } from '../../../config/site.ts';

export default function QuiSommesNousPage() {
  return (
    <ContentPage
      title="Qui sommes-nous"
      lead="Aidy est né d’un constat simple : beaucoup de jeunes ne demandent pas les aides auxquelles ils ont droit."
    >
      <h2>Notre mission</h2>
      <p>
        Le non-recours aux aides publiques touche d’abord les jeunes : démarches éclatées entre plusieurs
        organismes, conditions difficiles à comprendre, formulaires décourageants. Nous mettons fin à ce
        parcours du combattant en trouvant pour vous les aides possibles et en nous occupant des dossiers.
      </p>
      <h2>Ce que nous faisons</h2>
      <ul>
        <li>une simulation gratuite, en ligne ou par téléphone ;</li>
        <li>un conseiller qui monte et suit vos demandes jusqu’au versement ;</li>
        <li>
          une rémunération alignée sur votre réussite : {figures.feePercent} % des aides perçues, rien
          d’avance.
        </li>
      </ul>
      <h2>Ce que nous ne sommes pas</h2>
      <p>
        {company.legalName} est une entreprise privée indépendante. Nous ne sommes ni la CAF, ni le Crous, ni
        un service de l’État : ce sont eux qui décident et versent les aides. Toutes les démarches que nous
        faisons pour vous, vous pouvez aussi les faire gratuitement par vous-même ; nous vous faisons gagner
        du temps et évitons les oublis.
      </p>
      <h2>En chiffres</h2>
      <p>
        Plus de {figures.footerCounter.toLocaleString('fr-FR')} jeunes accompagnés, et {figures.takenInCharge}{' '}
        des dossiers confiés pris en charge de bout en bout.
      </p>
      <h2>Nous joindre</h2>
      <p>
        {company.legalName}, {company.address}. Par e-mail :{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a>
        {company.phone ? `, par téléphone au ${company.phone} ${company.phoneHours}` : ''}.
      </p>
    </ContentPage>
  );
}
