import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/browser.ts';
import { screens } from '../../web/src/app/registry.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:4850';
const samples: Record<string, string> = { '/customers/:id': '3', '/articles/:id': '31', '/permissionstypes/:id': '2', ':lng': 'fr' };
const urlOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'lng' ? 'fr' : samples[path] ?? '1'));

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: base, locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const mode = process.argv[2] ?? 'axe';
await page.goto('/sign-in');
if (mode === 'axe') {
  const r = await new AxeBuilder({ page }).exclude(process.env.EXCL ?? '#none').analyze();
  console.log('/sign-in', r.violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length}) ${v.nodes.slice(0,2).map(n=>n.target.join(' ')).join(' | ')}`));
}
await page.getByLabel('E-mail').fill('admin@demo.ma');
await page.getByLabel('Mot de passe').fill('Admin123!');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForURL(/\/home$/);
if (mode === 'axe') {
  for (const screen of screens.filter((s) => s.access !== 'guest')) {
    await page.goto(urlOf(screen.path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.waitForTimeout(300);
    const r = await new AxeBuilder({ page }).exclude(process.env.EXCL ?? '#none').analyze();
    const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    console.log(screen.path, page.url().replace(base, ''), JSON.stringify(await page.title()), bad.map((v) => `${v.impact} ${v.id} (${v.nodes.length}) ${v.nodes.slice(0,2).map(n=>n.target.join(' ')).join(' | ')}`));
  }
} else {
  for (const [path, width] of [['/customers', 1366], ['/customers', 1280], ['/articles', 1024], ['/articles', 1280], ['/customers/3', 1280]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.waitForTimeout(500);
    const m = await page.evaluate(() => { const main = document.querySelector('main')!; return { scrollW: document.documentElement.scrollWidth, mainScroll: main.scrollWidth, mainClient: main.clientWidth, headers: [...document.querySelectorAll('th')].map((th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}@${Math.round(th.getBoundingClientRect().right)}`) }; });
    console.log(path, width, JSON.stringify(m));
    await page.screenshot({ path: `.tmp/shots/${process.env.TAG ?? 'x'}-${path.replace(/\//g, '_')}-${width}.png` });
  }
}
await browser.close();
