import { createElement, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FormPageId } from '@clinic/contracts/form-page';
import { resultTexts } from './result-texts.ts';

export interface SendResultProps {
  failed: boolean;
  /** The form that was sent: it says which text its success shows. */
  form: FormPageId;
  /**
   * Take the focus once shown: in a dialog the result replaces the send button that had it, and the
   * focus would otherwise fall to the page. A page that a post reloads, or a result shown beside a
   * form that stays, leaves the focus where it is.
   */
  focusOnMount?: boolean;
}

/**
 * What a form shows once sent, in its dialog and on its page without scripts: a title and, where
 * the text has one, a description; announced as an alert when sending failed.
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function SendResult({ failed, form, focusOnMount = false }: SendResultProps) {
  const { title, desc } = resultTexts(form, failed);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return createElement(
    'div',
    {
      ref,
      tabIndex: focusOnMount ? -1 : undefined,
      className: `send-result send-result--${failed ? 'error' : 'success'}`,
      role: failed ? 'alert' : 'status',
      'data-testid': 'send-result',
    },
    createElement('p', { className: 'send-result__title' }, createElement(FormattedMessage, { id: title })),
    desc ? createElement('p', { className: 'send-result__desc' }, createElement(FormattedMessage, { id: desc })) : null,
  );
}
