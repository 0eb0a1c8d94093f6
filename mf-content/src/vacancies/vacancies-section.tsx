import { useIntl } from 'react-intl';
import { useContent } from '@clinic/state/use-content';
import { CardsGrid } from '../common/cards-grid.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { EmptyState } from '../common/empty-state.tsx';
import { VacancyCard } from './vacancy-card.tsx';

function VacancyList() {
  const intl = useIntl();
  const vacancies = useContent('vacancies', {});
  if (vacancies.length === 0) return <EmptyState messageId="content.vacancies.none" />;
  return (
    <CardsGrid
      label={intl.formatMessage({ id: 'content.vacancies.title' })}
      items={vacancies}
      itemKey={(vacancy) => vacancy.slug}
      render={(vacancy) => <VacancyCard vacancy={vacancy} />}
    />
  );
}

/** Open positions; each card opens the vacancy dialog with its name. */
export function VacanciesSection() {
  return (
    <DataBoundary>
      <VacancyList />
    </DataBoundary>
  );
}
