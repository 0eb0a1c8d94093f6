import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { DoctorRef } from '@clinic/contracts/content/fields';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { IsoDate } from './iso-date.tsx';

/** Who checked an article's medical facts and when: a patient can see a named doctor stands behind it. */
export function MedicalReview({ reviewer, date }: { reviewer?: DoctorRef; date?: string }) {
  const locale = useLocale();
  if (!reviewer) return null;
  const name = (
    <Link to={buildPath('likari-direction-doctor', locale, { direction: reviewer.direction, doctor: reviewer.slug })}>
      {reviewer.name}
    </Link>
  );
  return (
    <p className="medical-review">
      <FormattedMessage id="content.article.reviewedBy" values={{ name, position: reviewer.position.toLowerCase() }} />
      {date && (
        <>
          {' · '}
          <FormattedMessage id="content.article.lastReviewed" values={{ date: <IsoDate value={date} /> }} />
        </>
      )}
    </p>
  );
}
