import { expect, test } from './support/test.ts';

// A visitor whose browser runs no script (switched off, blocked, or not loaded yet on a bad connection):
// every page reads and links, and search, the header's menus and every form work all the same.

test.use({ javaScriptEnabled: false });

test.describe('search without scripts', () => {
  test('the header search box sends the query to a results page with the three groups', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Пошук по сайту' });
    await box.fill('Коваленко');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=%D0%9A/);
    await expect(page.getByRole('heading', { level: 1, name: 'Результати пошуку' })).toBeVisible();
    for (const group of ['Лікарі', 'Напрямки', 'Захворювання']) await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    const doctors = page.getByRole('region', { name: 'Лікарі' });
    await expect(doctors.getByRole('link', { name: 'Олена Коваленко' })).toHaveAttribute('href', '/likari/dermatolohiia/olena-kovalenko');
    // An empty group says so, as the search box's panel does.
    await expect(page.getByRole('region', { name: 'Захворювання' }).getByText('Нічого не знайдено')).toBeVisible();
    await doctors.getByRole('link', { name: 'Олена Коваленко' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Олена Коваленко/ })).toBeVisible();
  });

  test('in English, and a query too short to search says so', async ({ page }) => {
    await page.goto('/en/search?query=Kovalenko');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Doctors' }).getByRole('link', { name: 'Olena Kovalenko' })).toHaveAttribute('href', '/en/likari/dermatolohiia/olena-kovalenko');
    await page.goto('/en/search?query=ab');
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
    // The page's own form searches again.
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill('akne');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search\?query=akne$/);
    await expect(page.getByRole('region', { name: 'Diseases' }).getByRole('link').first()).toBeVisible();
  });
});

test.describe('header menus without scripts', () => {
  test('the patients’ and about-us menus open on hover and on a click of their button, and their links lead on', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /Головн|Основн/ });
    const patients = nav.getByRole('button', { name: 'Пацієнтам' });
    await expect(nav.getByRole('link', { name: 'Блог' })).toBeHidden();
    await patients.hover();
    await expect(nav.getByRole('link', { name: 'Блог' })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(nav.getByRole('link', { name: 'Блог' })).toBeHidden();
    await nav.getByRole('button', { name: 'Про нас' }).click();
    await page.mouse.move(0, 600);
    const clinics = nav.getByRole('link', { name: 'Клініки', exact: true });
    await expect(clinics).toBeVisible();
    await clinics.click();
    await expect(page).toHaveURL(/\/clinics$/);
  });

  test('the keyboard opens a menu: focus inside shows it', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: /Main/ });
    await nav.getByRole('button', { name: 'For patients' }).focus();
    await expect(nav.getByRole('link', { name: 'Diseases' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Complexes' })).toBeFocused();
  });
});
