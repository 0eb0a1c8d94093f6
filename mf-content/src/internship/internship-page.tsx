import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { vacancyDialogAtom } from '@clinic/state/dialogs';
import { Button } from '@clinic/ui/button';
import { TextPage } from '../common/text-page.tsx';

/** Internship for young doctors; applying sends a CV through the vacancy dialog. */
export default function InternshipPage() {
  const intl = useIntl();
  const openVacancy = useSetAtom(vacancyDialogAtom);
  return (
    <TextPage prefix="internship" sections={['specialties', 'mentors', 'conditions']}>
      <div className="content-actions">
        <Button onClick={() => openVacancy({ isOpen: true, vacancyName: intl.formatMessage({ id: 'internship.title' }) })}>
          <FormattedMessage id="internship.apply" />
        </Button>
      </div>
    </TextPage>
  );
}
