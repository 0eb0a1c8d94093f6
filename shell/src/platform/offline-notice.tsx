import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { onlineAtom } from '@clinic/state/network';
import './offline-notice.css';

/** The browser's online status is tracked; offline, the visitor is told why nothing new loads. */
export function OfflineNotice() {
  const online = useAtomValue(onlineAtom);
  return (
    <div className="offline-notice" role="status" hidden={online}>
      {!online && <FormattedMessage id="offline.notice" />}
    </div>
  );
}
