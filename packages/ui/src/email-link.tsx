import { Fragment } from 'react';

/**
 * An e-mail address as a link that wraps, when it must, after the "@" and before a dot rather than inside
 * a word: at a large font size the whole address is often wider than a phone's column.
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <a className={className} href={`mailto:${email}`}>
      {parts.map((part, index) => (
        // The parts of one address never reorder: their place is their key.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
