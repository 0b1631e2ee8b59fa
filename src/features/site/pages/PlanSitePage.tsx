import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/PageTitle.tsx';
import { publicPages } from '../../../config/paths.ts';

export default function PlanSitePage() {
  const groups = [...new Set(publicPages.map((p) => p.group))];
  return (
    <ContentPage title="Plan du site">
      {groups.map((g) => (
        <section key={g}>
          <h2>{g}</h2>
          <ul>
            {publicPages
              .filter((p) => p.group === g)
              .map((p) => (
                <li key={p.path}>
                  <Link to={p.path}>{p.title}</Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}
