import { existsSync } from 'node:fs';

/** Debian's Chromium drives the end-to-end tests; Playwright's own browser downloads cannot work here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const hasChromium = () => existsSync(CHROMIUM);
