import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { animationsSettled } from './support/axe';
import { expect, test } from './support/test';

// Spec: issue 12 — reduced motion honoured when the system asks for it. The other specs run with the setting, except
// keyboard.spec.ts (decision 051); these two tests set it each way.

for (const [setting, animates] of [
  ['reduce', false],
  ['no-preference', true],
] as const) {
  test(`a drawer ${animates ? 'slides in' : 'opens without animating'} when the system's motion setting is "${setting}"`, async ({
    browser,
    sessionOf,
  }) => {
    const context = await browser.newContext({ reducedMotion: setting, storageState: await sessionOf(DEMO_ACCOUNTS.manager) });
    const page = await context.newPage();
    await page.goto('/v3/home');
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
    const motions = () => page.evaluate(() => (window as unknown as { drawerMotion: string[] }).drawerMotion);
    if (animates) {
      await expect.poll(async () => (await motions()).length).toBeGreaterThan(0);
    } else {
      // Two frames after the drawer showed, and whatever moves has stopped: a motion would have started by now.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await animationsSettled(page);
      expect(await motions()).toEqual([]);
    }
    await context.close();
  });
}
