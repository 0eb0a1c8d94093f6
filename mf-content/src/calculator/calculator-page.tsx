import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { directionsForLocaleAtom } from '@clinic/state/directions';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { Calculator } from './calculator.tsx';
import '../common/content.css';
import '../common/card.css';

function LoadedCalculator() {
  return <Calculator directions={useAtomValue(directionsForLocaleAtom)} />;
}

export default function CalculatorPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <PageHeading title={intl.formatMessage({ id: 'calculator.title' })} lead={intl.formatMessage({ id: 'calculator.lead' })} />
      <DataBoundary>
        <LoadedCalculator />
      </DataBoundary>
    </div>
  );
}
