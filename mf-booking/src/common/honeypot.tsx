import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@clinic/forms/mail-request';

/** A field people never see or reach; bots that fill every input fill it too. */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
