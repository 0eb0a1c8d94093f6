import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FormPageId } from '@clinic/contracts/form-page';
import { resultTexts } from '@clinic/forms/result-texts';

export function SendResult({ failed, form }: { failed: boolean; form: FormPageId }) {
  const { title, desc } = resultTexts(form, failed);
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
