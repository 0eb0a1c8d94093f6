import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A section's heading (the catalogue's `titleId`) with the way on across from it: the whole list, or a form
 * about the subject. `headingId`, when given, is what the section is labelled by.
 */
export function SectionHead({
  headingId,
  titleId,
  children,
}: {
  headingId?: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <div className="content-section__head">
      <h2 id={headingId}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </div>
  );
}
