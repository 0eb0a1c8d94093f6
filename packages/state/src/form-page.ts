import { atom } from 'jotai';
import type { FormPageState } from '@clinic/contracts/form-page';

/** What a plain form post's answer page shows (set by the server's render and read back in the browser); `null` on a plain visit. */
export const formPageAtom = atom<FormPageState | null>(null);
