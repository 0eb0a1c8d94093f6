import { FormattedMessage } from 'react-intl';

export type PaymentResultKind = 'success' | 'error';

/** Payment reports the common success message, or the generic error. */
const MESSAGES: Record<PaymentResultKind, { title: string; desc: string }> = {
  success: { title: 'resultDialogs.common.title', desc: 'resultDialogs.common.desc' },
  error: { title: 'resultDialogs.error.title', desc: 'resultDialogs.error.desc' },
};

export function PaymentResult({ kind }: { kind: PaymentResultKind }) {
  const { title, desc } = MESSAGES[kind];
  return (
    <div
      className={`payment-result payment-result--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`payment-${kind}`}
    >
      <p className="payment-result__title">
        <FormattedMessage id={title} />
      </p>
      <p className="payment-result__desc">
        <FormattedMessage id={desc} />
      </p>
    </div>
  );
}
