import { FormattedMessage, useIntl } from 'react-intl';
import { DialogLink } from '@clinic/ui/dialog-link';
import { TextPage } from '../common/text-page.tsx';
import { useFormLinks } from '../common/form-links.ts';

/** Continuing professional development for doctors: what is offered and a way to sign up. */
export default function CpdPage() {
  const intl = useIntl();
  const links = useFormLinks();
  return (
    <TextPage prefix="cpd" sections={['events', 'points', 'format']}>
      <div className="content-actions">
        <DialogLink {...links.order(intl.formatMessage({ id: 'cpd.title' }))}>
          <FormattedMessage id="cpd.signUp" />
        </DialogLink>
      </div>
    </TextPage>
  );
}
