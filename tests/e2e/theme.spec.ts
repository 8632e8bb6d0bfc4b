// Colour mode and the announcement bar: choices a reader makes that must
// survive a reload (and, for the theme, reach their other tabs).
import {expect, test} from '@playwright/test';
import {waitForHydration} from './site';

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the system prefers dark', async ({page}) => {
    await page.goto('');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle stores the choice, which survives reload and reaches other tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('docs/');
    await second.goto('docs/getting-started/');
    await Promise.all([waitForHydration(first), waitForHydration(second)]);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

    await first.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await first.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');

    await first.reload();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('closing the announcement bar survives reload', async ({page}) => {
  await page.goto('docs/');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({hasText: 'The Cube API was removed'});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'API changes'})).toHaveAttribute('href', /docs\/api-changes$/);

  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toBeHidden();
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
});
