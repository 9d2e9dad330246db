/**
 * Bytes on the wire for a first visit to /sign-in (target: under 200 KB), as Chromium counts them:
 * CDP's `encodedDataLength` per request (headers and body as received, compressed when the server
 * compressed), with an empty cache. A second visit announces gzip only, as a client without brotli
 * would, to show the fallback.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browser.ts';
import { startBenchStack } from './stack.ts';

const TARGET = 200 * 1024;

interface Transfer {
  path: string;
  type: string;
  encoding: string;
  wire: number;
  body: number;
}

async function visit(browser: Browser, url: string, acceptEncoding?: string): Promise<{ acceptEncoding: string; transfers: Transfer[] }> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'accept-encoding': acceptEncoding } });
    const started = new Map<string, Omit<Transfer, 'wire' | 'body'>>();
    const decoded = new Map<string, number>();
    const transfers: Transfer[] = [];
    let sent = '';
    cdp.on('Network.requestWillBeSentExtraInfo', ({ headers }) => {
      sent ||= Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-encoding')?.[1] ?? '';
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      started.set(requestId, { path: new URL(response.url).pathname, type, encoding: headers['content-encoding'] ?? 'identity' });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => decoded.set(requestId, (decoded.get(requestId) ?? 0) + dataLength));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = started.get(requestId);
      if (response) transfers.push({ ...response, wire: encodedDataLength, body: decoded.get(requestId) ?? 0 });
    });
    await page.goto(`${url}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    return { acceptEncoding: sent, transfers };
  } finally {
    await context.close();
  }
}

function report(title: string, { acceptEncoding, transfers }: { acceptEncoding: string; transfers: Transfer[] }, judged: boolean): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  console.log(`\n${title} (Accept-Encoding: ${acceptEncoding})`);
  for (const transfer of transfers.sort((a, b) => b.wire - a.wire)) {
    console.log(`${kb(transfer.wire)} wire ${kb(transfer.body)} decoded  ${transfer.encoding.padEnd(8)} ${transfer.type.padEnd(10)} ${transfer.path}`);
  }
  const sum = (list: Transfer[], size: (transfer: Transfer) => number) => list.reduce((total, transfer) => total + size(transfer), 0);
  const scripts = transfers.filter((transfer) => transfer.type === 'Script');
  const total = sum(transfers, (transfer) => transfer.wire);
  console.log(`scripts: ${scripts.length}, ${kb(sum(scripts, (transfer) => transfer.wire)).trim()} on the wire (${kb(sum(scripts, (transfer) => transfer.body)).trim()} decoded)`);
  const verdict = judged ? ` (target < 200 KB): ${total < TARGET ? 'OK' : 'OVER'}` : '';
  console.log(`sign-in route: ${transfers.length} requests, ${kb(total).trim()} on the wire${verdict}`);
}

const stack = await startBenchStack();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  report('Chromium', await visit(browser, stack.url), true);
  report('A client without brotli, for information', await visit(browser, stack.url, 'gzip, deflate'), false);
} finally {
  await browser.close();
  await stack.stop();
}
