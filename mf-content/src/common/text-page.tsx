import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeading } from './page-heading.tsx';
import './content.css';

/**
 * A page whose text is the site's own (not CMS content): a title, a lead and sections of
 * paragraphs, all from the catalogue under `{prefix}.title`, `.lead`, `.{section}.title|text`.
 */
export function TextPage({
  prefix,
  sections,
  children,
}: {
  prefix: string;
  sections: readonly string[];
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="content-page">
      <PageHeading
        title={intl.formatMessage({ id: `${prefix}.title` })}
        lead={intl.formatMessage({ id: `${prefix}.lead` })}
      />
      <div className="text-sections">
        {sections.map((section) => (
          <section key={section} className="content-panel">
            <h2>
              <FormattedMessage id={`${prefix}.${section}.title`} />
            </h2>
            <p>
              <FormattedMessage id={`${prefix}.${section}.text`} />
            </p>
          </section>
        ))}
      </div>
      {children}
    </div>
  );
}
