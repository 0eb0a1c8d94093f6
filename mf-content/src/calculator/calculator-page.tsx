import { useIntl } from 'react-intl';
import { useContent } from '@clinic/state/use-content';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { Calculator } from './calculator.tsx';
import '../common/content.css';
import '../common/card.css';

function LoadedCalculator() {
  return <Calculator directions={useContent('directions', {})} />;
}

export default function CalculatorPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <PageHeading
        title={intl.formatMessage({ id: 'calculator.title' })}
        lead={intl.formatMessage({ id: 'calculator.lead' })}
      />
      <DataBoundary>
        <LoadedCalculator />
      </DataBoundary>
    </div>
  );
}
