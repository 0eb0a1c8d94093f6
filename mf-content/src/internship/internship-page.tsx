import { FormattedMessage, useIntl } from 'react-intl';
import { DialogLink } from '@clinic/ui/dialog-link';
import { TextPage } from '../common/text-page.tsx';
import { useFormLinks } from '../common/form-links.ts';

/** Internship for young doctors; applying sends a CV through the vacancy dialog. */
export default function InternshipPage() {
  const intl = useIntl();
  const links = useFormLinks();
  return (
    <TextPage prefix="internship" sections={['specialties', 'mentors', 'conditions']}>
      <div className="content-actions">
        <DialogLink {...links.vacancy(intl.formatMessage({ id: 'internship.title' }))}>
          <FormattedMessage id="internship.apply" />
        </DialogLink>
      </div>
    </TextPage>
  );
}
