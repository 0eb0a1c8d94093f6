import { FormattedMessage } from 'react-intl';

/** What a failed remote leaves in its place: a quiet note, never a broken page. */
export function RemoteUnavailable() {
  return (
    <p className="ui-remote-unavailable" role="status">
      <FormattedMessage id="remote.unavailable" />
    </p>
  );
}
