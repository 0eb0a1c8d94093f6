import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Vacancy } from '@clinic/contracts/content/vacancy';
import { DialogLink } from '@clinic/ui/dialog-link';
import { Price } from '../common/price.tsx';
import { useFormLinks } from '../common/form-links.ts';
import '../common/card.css';
import './vacancy-card.css';

/** What a candidate reads about a position, in this order; conditions only when the content has them. */
const LISTS = ['duties', 'requirements', 'conditions'] as const;

export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const links = useFormLinks();
  return (
    <article className="card vacancy-card">
      <div className="card__body">
        <h3 className="card__title">{vacancy.name}</h3>
        <p className="card__meta">{vacancy.clinic.name}</p>
        <p className="card__price">
          {vacancy.salary_to === null ? (
            <Price value={vacancy.salary_from} from />
          ) : (
            <FormattedMessage
              id="content.vacancy.salaryRange"
              values={{ from: vacancy.salary_from, to: <Price value={vacancy.salary_to} /> }}
            />
          )}
        </p>
        <p className="card__text">{vacancy.schedule}</p>
        {LISTS.map((list) =>
          vacancy[list]?.length ? (
            <Fragment key={list}>
              <h4 className="vacancy-card__heading">
                <FormattedMessage id={`content.vacancy.${list}`} />
              </h4>
              <ul className="vacancy-card__list">
                {vacancy[list].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Fragment>
          ) : null,
        )}
        <div className="card__actions">
          <DialogLink {...links.vacancy(vacancy.name)}>
            <FormattedMessage id="content.vacancy.apply" />
          </DialogLink>
        </div>
      </div>
    </article>
  );
}
