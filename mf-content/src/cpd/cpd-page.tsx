import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { Button } from '@clinic/ui/button';
import { TextPage } from '../common/text-page.tsx';

/** Continuing professional development for doctors: what is offered and a way to sign up. */
export default function CpdPage() {
  const intl = useIntl();
  const openOrder = useSetAtom(orderDialogAtom);
  return (
    <TextPage prefix="cpd" sections={['events', 'points', 'format']}>
      <div className="content-actions">
        <Button onClick={() => openOrder({ isOpen: true, note: intl.formatMessage({ id: 'cpd.title' }) })}>
          <FormattedMessage id="cpd.signUp" />
        </Button>
      </div>
    </TextPage>
  );
}
