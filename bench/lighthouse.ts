/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) on the built web app, served by
 * the real server, driving Debian's chromium through its remote-debugging port. Signed-in pages get
 * the session cookie through Lighthouse's extraHeaders and the stored user in local storage (the
 * SPA's display copy, DESIGN.md "Auth"); the HTTP cache is emptied before each run instead of
 * Lighthouse's storage reset, which would also drop that stored user.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthousePage {
  name: string;
  path: string;
  /** Session cookie (`name=value`) and the stored user for signed-in pages. */
  session?: { cookie: string; storedUser: unknown };
  /** The language the page is read in: chosen on the browser (signed out) or kept with the account. */
  locale?: 'en' | 'es';
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failed audits worth fixing (score below 0.9), by id. */
  flagged: string[];
}

async function startChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 300; i++) {
    if (fs.existsSync(portFile)) {
      const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, child, profile };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`chromium (${CHROMIUM}) did not open a debugging port`);
}

const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Runs each page `runs` times; returns every run's figures. With reportDir, keeps each run's JSON report there. */
export async function runLighthouse(origin: string, pages: LighthousePage[], runs: number, reportDir?: string): Promise<Map<string, LighthouseFigures[]>> {
  const chrome = await startChromium();
  const results = new Map<string, LighthouseFigures[]>();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const setup = await context.newPage();
    const cdp = await context.newCDPSession(setup);
    for (const page of pages) {
      const figures: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        // The origin's local storage holds the stored user (or nothing); the HTTP cache is empty.
        // /healthz is same-origin JSON: the SPA does not run there and cannot touch the storage.
        await setup.goto(`${origin}/healthz`);
        await setup.evaluate(
          ({ user, locale }) => {
            localStorage.clear();
            if (user) localStorage.setItem('user', JSON.stringify(user));
            if (locale) localStorage.setItem('locale', locale);
          },
          { user: page.session?.storedUser ?? null, locale: page.locale ?? null },
        );
        await cdp.send('Network.clearBrowserCache');
        await setup.goto('about:blank');
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
          extraHeaders: page.session ? { Cookie: page.session.cookie } : undefined,
        });
        if (!result) throw new Error(`lighthouse gave no result for ${page.path}`);
        const lhr = result.lhr;
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          const slug = page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
          fs.writeFileSync(path.join(reportDir, `${slug}-${run + 1}.json`), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) throw new Error(`lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const finalUrl = new URL(lhr.finalDisplayedUrl);
        if (finalUrl.pathname !== page.path) throw new Error(`${page.path} ended on ${finalUrl.pathname}: the session did not hold`);
        const flagged = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
          .map((a) => a.id);
        figures.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcpMs: audit(lhr, 'first-contentful-paint'),
          lcpMs: audit(lhr, 'largest-contentful-paint'),
          tbtMs: audit(lhr, 'total-blocking-time'),
          cls: audit(lhr, 'cumulative-layout-shift'),
          flagged,
        });
      }
      results.set(page.name, figures);
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (chrome.child.exitCode === null) chrome.child.kill('SIGKILL');
    fs.rmSync(chrome.profile, { recursive: true, force: true });
  }
  return results;
}
