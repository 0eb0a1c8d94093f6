import { FormattedMessage } from 'react-intl';

/** What a list shows when it has nothing, or when its content could not be fetched. */
export function EmptyState({ messageId = 'content.empty' }: { messageId?: string }) {
  return (
    <p className="content-empty" role="status">
      <FormattedMessage id={messageId} />
    </p>
  );
}
