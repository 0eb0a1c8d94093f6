import { FormattedMessage } from 'react-intl';

/** Article information is informational, not for self-diagnosis; see a doctor. */
export function HealthWarning() {
  return (
    <aside className="health-warning" role="note" data-testid="health-warning">
      <strong>
        <FormattedMessage id="content.healthWarning.title" />
      </strong>
      <p>
        <FormattedMessage id="content.healthWarning.text" />
      </p>
    </aside>
  );
}
