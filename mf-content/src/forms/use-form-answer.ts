import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import type { FormPageId, FormPageState } from '@clinic/contracts/form-page';
import { formPageAtom } from '@clinic/state/form-page';

/** React Router's key of the entry a visit starts on (and of a server render). */
const FIRST_ENTRY = 'default';

/**
 * What the server answered a plain post of this form with, on the page that answer is: the entry the
 * visit started on (Back to it shows it again), never a later visit of the form in the same tab.
 */
export function useFormAnswer(form: FormPageId): FormPageState | null {
  const state = useAtomValue(formPageAtom);
  const { key } = useLocation();
  return state?.form === form && key === FIRST_ENTRY ? state : null;
}
