import { useIntl } from 'react-intl';
import './loader.css';

export function Loader({ label }: { label?: string }) {
  const intl = useIntl();
  return <span className="ui-loader" role="status" aria-label={label ?? intl.formatMessage({ id: 'ui.loading' })} />;
}
