import { FormattedDate } from 'react-intl';

/** A `YYYY-MM-DD` date from the API in the page's locale; read as UTC so no time zone moves the day. */
export function IsoDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={`${value}T00:00:00Z`} timeZone="UTC" day="numeric" month="long" year="numeric" />
    </time>
  );
}
