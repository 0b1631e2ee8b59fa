import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/PageTitle.tsx';
import { company } from '../../../config/site.ts';
import { paths } from '../../../config/paths.ts';

export default function MentionsLegalesPage() {
  return (
    <ContentPage title="Mentions légales">
      <h2>Éditeur du site</h2>
      <p>
        {company.legalName}, {company.legalForm} au capital de {company.capital}
        <br />
        Siège social : {company.address}
        <br />
        SIREN : {company.siren} — {company.rcs}
        <br />
        TVA intracommunautaire : {company.vat}
        <br />
        Contact : <a href={`mailto:${company.email}`}>{company.email}</a>
        {company.phone ? ` — ${company.phone}` : ''}
      </p>
      <h2>Directeur de la publication</h2>
      <p>{company.publicationDirector}</p>
      <h2>Hébergement</h2>
      <p>
        Site : {company.host.name}, {company.host.address} (
        <a href={company.host.website}>{company.host.website}</a>).
        <br />
        Données des comptes : Supabase, serveurs situés dans l’Union européenne.
      </p>
      <h2>Indépendance</h2>
      <p>
        Aidy est un service privé. Il n’est ni affilié ni mandaté par l’État, la CAF, le Crous, France Travail
        ou l’Assurance maladie. Les aides restent attribuées par ces organismes, auprès desquels vous pouvez
        aussi faire vos démarches gratuitement.
      </p>
      <h2>Propriété intellectuelle</h2>
      <p>
        Les textes, visuels et logiciels du site sont la propriété de {company.legalName}. Toute reproduction
        sans autorisation est interdite.
      </p>
      <h2>Données personnelles et cookies</h2>
      <p>
        Voir la <Link to={paths.confidentialite}>politique de confidentialité</Link> et la{' '}
        <Link to={paths.cookies}>page cookies</Link>.
      </p>
    </ContentPage>
  );
}
