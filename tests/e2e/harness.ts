import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.js';
import { createUser, type Role } from '../../src/server/auth/users.queries.js';
import { REAL_DOCS_DIR } from '../fixtures/paths.js';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const RESULTS_DIR = path.resolve('test-results');
/**
 * The real documents and photos (not redistributable: see tests/fixtures/paths.ts). Every core
 * journey files documents the tests build (tests/e2e/documents.ts) and runs in any clone; only the
 * checks whose point is a real or replica document skip without `../shared`, each naming its reason
 * in its title (the run's last lines list them, tests/skip-reporter.ts). The skip list:
 *   - intake-journeys: "Auto Appraisal with the real CCC print as the shop's estimate" — the real
 *     CCC ONE print of a Tesla (REAL_DOCS_DIR), filed beside a carrier's estimate of the same car.
 *   - valuation-prefill: "… of the replica CCC ONE print at 1366 px / 375 px" — the replica of a real
 *     CCC valuation (REPLICAS_DIR) and its truth file; the same check on a built report always runs.
 * Where the real material is present, the journeys' photos are the owner's (intake-support.ts PHOTOS)
 * and dispute-review files the replica valuation; without it, drawn photos and a built report.
 */
export { HAS_REAL_DOCS, NO_REAL_DOCS } from '../fixtures/paths.js';
export const CORPUS_DIR = path.join(REAL_DOCS_DIR, '..');

export interface E2E {
  baseUrl: string;
  t: TestApp;
  browser: Browser;
  /** A fresh browser context and page; closed after each test. */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** Creates an approved user and signs the context in with a session cookie. */
  signIn(
    context: BrowserContext,
    role: Role,
    options?: { username?: string; fullName?: string; email?: string },
  ): Promise<{ username: string; userId: number }>;
  /** Saves a screenshot under test-results/ and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
}

/**
 * Starts the real server (built web app, fresh database) on a random port and a headless
 * chromium for the file's tests. A failing test leaves a screenshot in test-results/.
 */
export function setupE2E(options: { env?: Record<string, string> } = {}): E2E {
  const pages: Page[] = [];
  const contexts: BrowserContext[] = [];
  const e2e = {} as E2E;
  let counter = 0;

  beforeAll(async () => {
    if (!fs.existsSync(CHROMIUM_PATH)) {
      throw new Error(`chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (npm test does it as root)`);
    }
    if (!fs.existsSync(path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web', 'index.html'))) {
      throw new Error('the web app is not built: run `npx vite build` (npm test does it)');
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    e2e.t = await createTestApp({ env: options.env });
    await e2e.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = e2e.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no server address');
    e2e.baseUrl = `http://127.0.0.1:${address.port}`;
    e2e.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });

  afterEach(async (ctx) => {
    // Screenshot before the contexts close: a failing test leaves its pages in test-results/.
    if (ctx.task.result?.state === 'fail') {
      const base = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [i, page] of pages.entries()) {
        const file = path.join(RESULTS_DIR, `${base}-failure${i ? `-${i + 1}` : ''}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
        console.error(`screenshot of the failure: ${file} (${page.url()})`);
      }
    }
    for (const c of contexts.splice(0)) await c.close().catch(() => {});
    pages.length = 0;
  });

  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.t?.close();
  });

  e2e.newPage = async (opts = {}) => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: opts.viewport ?? { width: 1280, height: 900 },
      acceptDownloads: true,
      // Toasts then appear without their fade-in (styles.css), so an axe check never meets one
      // half-transparent; settleAnimations covers the colour transitions that remain.
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    const page = await context.newPage();
    // Intercept file choosers from the start, so a chooser opened right after a key press or click
    // is never missed while a test's waitForEvent('filechooser') is still being set up.
    page.on('filechooser', () => {});
    pages.push(page);
    return page;
  };

  e2e.signIn = async (context, role, opts = {}) => {
    counter += 1;
    const username = opts.username ?? `e2e${role}${counter}`;
    const user = await createUser(e2e.t.app.deps.db, {
      username,
      role,
      status: 'approved',
      fullName: opts.fullName ?? `E2E ${role}`,
      email: opts.email ?? `${username}@example.com`,
    });
    const { token } = await createSession(e2e.t.app.deps.db, { userId: user.id, ttlHours: 2 });
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: e2e.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    const stored = { username: user.username, fullName: user.fullName, role };
    await context.addInitScript((u) => {
      if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(u));
    }, stored);
    return { username: user.username, userId: user.id };
  };

  e2e.screenshot = async (page, name) => {
    const file = path.join(RESULTS_DIR, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  };

  return e2e;
}

/**
 * Axe measures colours as they are at that instant: a toast still fading in (opacity below 1) reads as
 * low contrast. Let running animations end first, so what is checked is what stays on screen.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    // Finite ones only (a spinner never ends), and never more than two seconds.
    const ending = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    return Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}
