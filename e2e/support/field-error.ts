import { expect, type Locator } from '@playwright/test';

/** A field whose value is refused says so to assistive technology and on screen: its border takes its error message's colour. */
export async function expectMarkedInvalid(field: Locator, message: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const errorColour = await message.evaluate((element) => getComputedStyle(element).color);
  await expect(field).toHaveCSS('border-top-color', errorColour);
}
