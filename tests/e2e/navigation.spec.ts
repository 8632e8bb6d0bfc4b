// The navbar: it hides while reading downwards and comes back on the way up;
// on narrow windows the hamburger menu opens, goes back to the main menu,
// and closes once the window is wide enough for the desktop layout.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './site';

test('the navbar hides on scroll down and shows again on scroll up', async ({page}) => {
  await page.goto('docs/rest/v1/get-check-in');
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  const bottomOfNavbar = async () => {
    const box = await navbar.boundingBox();
    return box ? box.y + box.height : 0;
  };
  await expect.poll(bottomOfNavbar).toBeGreaterThan(0);

  for (let step = 0; step < 5; step += 1) await page.mouse.wheel(0, 400);
  await expect.poll(bottomOfNavbar, {message: 'hidden after scrolling down'}).toBeLessThanOrEqual(0);

  await page.mouse.wheel(0, -200);
  await expect.poll(bottomOfNavbar, {message: 'back after scrolling up'}).toBeGreaterThan(0);
});

test('the mobile menu opens, goes back to the main menu, and closes on a wide window', async ({page}) => {
  await page.setViewportSize({width: 800, height: 900});
  await page.goto('docs/rest/v1/get-users');
  await waitForHydration(page);

  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // On a docs page the menu opens on the docs sidebar, with a way back.
  const back = menu.getByRole('button', {name: /back to main menu/i});
  await expect(back).toBeVisible();
  await back.click();
  await expect(menu.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();

  await page.setViewportSize({width: 1200, height: 900});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
});
