import { expect, type Locator } from '@playwright/test';

// Steps every mail form of the site is taken through, whatever its fields.

/** Each field, found by its label, is sent under its name. */
export async function expectFieldNames(form: Locator, fields: Array<[label: string, name: string]>): Promise<void> {
  for (const [label, name] of fields) await expect(form.getByLabel(label)).toHaveAttribute('name', name);
}

/** The send button only looks disabled (aria-disabled), so a click still shows, in order, what is wrong. */
export async function sendRefused(send: Locator, form: Locator, alerts: string[]): Promise<void> {
  await send.click({ force: true });
  await expect(form.getByRole('alert')).toHaveText(alerts);
}

/** Focusing a field again puts the caret at its start: the visitor carries on typing at the end. */
export async function typeAtEnd(field: Locator, text: string): Promise<void> {
  await field.press('End');
  await field.pressSequentially(text);
}
