import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { DirectionsList } from './directions-list.tsx';
import './error-page.css';

/** The status, its text, a link home, and the directions to go on with. */
export function ErrorPage({ status }: { status: number }) {
  const locale = useLocale();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title" className="error-page__title">
        <FormattedMessage id={status === 404 ? 'error.notFound' : 'error.other'} />
      </h1>
      <Link className="error-page__home" to={buildPath('index', locale)}>
        <FormattedMessage id="error.home" />
      </Link>
      <h2 className="error-page__subtitle">
        <FormattedMessage id="error.lookingFor" />
      </h2>
      <DirectionsList />
    </section>
  );
}
