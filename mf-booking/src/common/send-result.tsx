import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/** Which success text a dialog shows; every other form shows the common one. */
export type ResultKind = 'order' | 'review' | 'vacancy' | 'common';

export function SendResult({ failed, kind }: { failed: boolean; kind: ResultKind }) {
  const title = failed ? 'resultDialogs.error.title' : `resultDialogs.${kind}.title`;
  const desc = failed ? 'resultDialogs.error.desc' : kind === 'common' ? 'resultDialogs.common.desc' : undefined;
  const ref = useRef<HTMLDivElement>(null);
  // The send button it replaces had the focus: the result takes it, so it is not lost to the page.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`booking-result booking-result--${failed ? 'error' : 'success'}`}
      role={failed ? 'alert' : 'status'}
      data-testid="send-result"
    >
      <p className="booking-result__title">
        <FormattedMessage id={title} />
      </p>
      {desc ? (
        <p className="booking-result__desc">
          <FormattedMessage id={desc} />
        </p>
      ) : null}
    </div>
  );
}
