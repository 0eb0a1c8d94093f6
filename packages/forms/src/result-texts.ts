import type { FormPageId } from '@clinic/contracts/form-page';

/** The forms whose success has words of its own; every other form's success says the common thing. */
const OWN_SUCCESS = new Set<FormPageId>(['order', 'review', 'vacancy']);

/**
 * Catalogue keys of what a form shows once sent, the same in its dialog and on its page without
 * scripts: a title, and below it a description where the text has one.
 */
export function resultTexts(form: FormPageId, failed: boolean): { title: string; desc?: string } {
  if (failed) return { title: 'resultDialogs.error.title', desc: 'resultDialogs.error.desc' };
  if (OWN_SUCCESS.has(form)) return { title: `resultDialogs.${form}.title` };
  return { title: 'resultDialogs.common.title', desc: 'resultDialogs.common.desc' };
}
