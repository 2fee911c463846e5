// Draws the installed app's icons (public/icons/*.png) from the logo's drawing, in Chromium:
//   npx tsx scripts/appIcons.ts
// Run again when src/assets/logo.svg changes; the PNG files are committed, the build only copies them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../test/support/chromium';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BRAND = '#1c64d6';

/** The truck of src/assets/logo.svg, in its 32×32 box. */
const TRUCK = `
  <path d="M7 11h12v10H7z" fill="#fff"/>
  <path d="M19 14h3.6l2.9 3.2V21H19z" fill="#cfe0fb"/>
  <circle cx="11" cy="22.5" r="2" fill="#0b3a82" stroke="#fff" stroke-width="1"/>
  <circle cx="22" cy="22.5" r="2" fill="#0b3a82" stroke="#fff" stroke-width="1"/>`;

/** The logo as it is: a rounded tile, its corners transparent (the launcher draws it on its own background). */
const rounded = `<rect width="32" height="32" rx="8" fill="${BRAND}"/>${TRUCK}`;
/**
 * Full bleed, the truck shrunk into the middle 80 % that every launcher mask keeps (maskable icons, and
 * iOS, which rounds the corners itself and fills transparent ones with black).
 */
const fullBleed = `<rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.8) translate(-16.25 -17.75)">${TRUCK}</g>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, drawing: rounded },
  { file: 'icon-512.png', size: 512, drawing: rounded },
  { file: 'maskable-512.png', size: 512, drawing: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, drawing: fullBleed },
];

const browser = await launchChromium();
try {
  mkdirSync(OUT, { recursive: true });
  for (const { file, size, drawing } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}" style="display:block">${drawing}</svg>`,
    );
    await page.screenshot({ path: join(OUT, file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
