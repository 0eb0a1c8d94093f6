import { FORM_PAGE_ELEMENT_ID, type FormPageState } from '@clinic/contracts/form-page';
import { readJsonScript } from '@clinic/contracts/json-for-script';

/**
 * The answer to a plain form post shows at the address posted to (`/mail/order`); the page it holds
 * was rendered for the form page's own address. That address goes in its place before anything reads
 * the location (the locale, the page's code, the router), so the app hydrates what the server rendered,
 * and a reload asks for the form page rather than posting again.
 */
export function restoreFormPageAddress(): void {
  const address = (readJsonScript(FORM_PAGE_ELEMENT_ID) as FormPageState | null | undefined)?.address;
  if (address?.startsWith('/') && !address.startsWith('//')) window.history.replaceState(null, '', address);
}
