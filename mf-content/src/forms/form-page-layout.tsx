import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHeading } from '../common/page-heading.tsx';
import '../common/content.css';

/** A form's page: its dialog's title as the page's heading, then the form. */
export function FormPageLayout({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="content-page form-page">
      <PageHeading title={intl.formatMessage({ id: title })} />
      {children}
    </div>
  );
}
