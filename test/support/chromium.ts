import { type Browser, chromium } from 'playwright-core';

/** Flags with which Debian's Chromium renders headless here, MapLibre included (WebGL on SwiftShader). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Debian's Chromium unless CHROMIUM_PATH names another. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (executablePath = chromiumPath()): Promise<Browser> =>
  chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
