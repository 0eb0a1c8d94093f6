import { FormattedMessage } from 'react-intl';

/**
 * A home section's heading and the lead under it, from the catalogue's `{prefix}.title` and `{prefix}.text`;
 * the heading's `headingId` is what the section is labelled by.
 */
export function SectionIntro({
  className,
  headingId,
  prefix,
}: {
  className: string;
  headingId: string;
  prefix: string;
}) {
  return (
    <div className={className}>
      <h2 id={headingId}>
        <FormattedMessage id={`${prefix}.title`} />
      </h2>
      <p className="content-lead">
        <FormattedMessage id={`${prefix}.text`} />
      </p>
    </div>
  );
}
