import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, signIn, test } from './support/test';

// Spec: issue 12 — reduced motion honoured when the system asks for it. The other specs run without the
// setting, so they see (and wait for) the animations a user sees by default.

for (const [setting, animates] of [
  ['reduce', false],
  ['no-preference', true],
] as const) {
  test(`a drawer ${animates ? 'slides in' : 'opens without animating'} when the system's motion setting is "${setting}"`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: setting });
    const page = await context.newPage();
    await page.goto('/v3/login');
    await signIn(page, DEMO_ACCOUNTS.manager);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

    // Every transition and animation that starts inside a drawer is counted from here on.
    await page.evaluate(() => {
      const counted = window as unknown as { drawerMotion: string[] };
      counted.drawerMotion = [];
      const count = (event: Event) => {
        const { target } = event;
        // A loading spinner keeps turning: it says something is on its way, not decoration.
        if (!(target instanceof Element) || !target.closest('.ant-drawer') || target.closest('.ant-spin')) return;
        const what = event instanceof TransitionEvent ? event.propertyName : (event as AnimationEvent).animationName;
        counted.drawerMotion.push(`${event.type} of ${what} on ${target.tagName.toLowerCase()}.${[...target.classList].join('.')}`);
      };
      document.addEventListener('transitionstart', count, true);
      document.addEventListener('animationstart', count, true);
    });
    await page.getByRole('button', { name: 'Notifications' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(600); // longer than antd's slowest drawer motion (0.3 s)
    const motions = await page.evaluate(() => (window as unknown as { drawerMotion: string[] }).drawerMotion);
    if (animates) expect(motions.length).toBeGreaterThan(0);
    else expect(motions).toEqual([]);
    await context.close();
  });
}
