import type { Role } from './appApi';
import { type App, openApp } from './appDriver';

/** A mid-range phone's screen, the app's first design target. */
export const PHONE = { width: 390, height: 844 };

/**
 * How the browser suite covers both languages and both sizes without walking every screen four times: a walk goes
 * in English on a desktop, and its screens are pictured again in Hindi on a phone, the narrowest screen with the
 * longest words, where each must also fit the width. axe's checks (roles, names, contrast) do not change with
 * the language; the phone's English, with its shorter words, is the easier case of the same layout and is left
 * to `npm run screenshots`.
 *
 * The window is signed in as `role`, on `landing` (the role's first screen unless given), and switched to Hindi
 * on this browser only: the person's saved language, which every other test signing in as them reads, stays
 * English.
 */
export async function openHindiPhone(role: Role = 'owner', landing?: string): Promise<App> {
  const phone = await openApp({ viewport: PHONE });
  await phone.signInAs(role, landing);
  await phone.switchLanguage('हिन्दी', { here: true });
  await phone.page.waitForFunction(() => document.documentElement.lang === 'hi');
  return phone;
}
