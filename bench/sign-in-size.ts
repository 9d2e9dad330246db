/**
 * The JavaScript a browser downloads to show /sign-in, gzip-compressed (target: under 200 KB).
 * Loads the page in Debian's Chromium against the built console and gzips every script it fetched.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browser.ts';
import { startBenchStack } from './stack.ts';

const stack = await startBenchStack();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${stack.url}/sign-in`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(script.gzip).padStart(10)} gzip ${kb(script.raw).padStart(10)} raw  ${script.url}`);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`sign-in route: ${scripts.length} scripts, ${kb(total)} gzip (target < 200 KB): ${total < 200 * 1024 ? 'OK' : 'OVER'}`);
} finally {
  await browser.close();
  await stack.stop();
}
