import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * In the page: the elements that stick out past the window's right edge, as `tag.class (right edge px)`, the
 * innermost last; none when nothing scrolls sideways. Tables that scroll within themselves do not count.
 */
const stickingOut = () => {
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  return [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 0.5)
    .slice(-5)
    .map((element) => {
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
      return `${name} (${Math.round(element.getBoundingClientRect().right)} px)`;
    });
};

/**
 * Expects the screen to fit its window's width: nothing to scroll sideways, a phone's first rule. Polled, so
 * a layout just resized or switched to another language settles first; a failure names what sticks out.
 */
export async function expectFitsWidth(page: Page, screen = '') {
  await expect.poll(() => page.evaluate(stickingOut), { message: screen, timeout: 5_000 }).toEqual([]);
}
