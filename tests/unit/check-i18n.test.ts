import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALES = path.join(ROOT, 'src/web/locales');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-i18n-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs scripts/check-i18n.ts, optionally on planted message files or components. */
function runCheck(env: Record<string, string> = {}) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-i18n.ts'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

// biome-ignore lint/suspicious/noExplicitAny: planting faults walks the parsed JSON freely
type Json = any;

/** A copy of the message files with `change` applied to the parsed Spanish (or English) one. */
function plantedLocales(name: string, lang: 'en' | 'es', change: (m: Json) => void): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const l of ['en', 'es']) {
    const messages = JSON.parse(fs.readFileSync(path.join(LOCALES, `${l}.json`), 'utf8'));
    if (l === lang) change(messages);
    fs.writeFileSync(path.join(dir, `${l}.json`), JSON.stringify(messages));
  }
  return dir;
}

describe('scripts/check-i18n.ts', () => {
  it('passes on the tree', () => {
    const { status, out } = runCheck();
    expect(out).toMatch(/i18n check: \d+ keys in en and es/);
    expect(status).toBe(0);
  });

  it('fails on a key missing in Spanish, a broken ICU message, a foreign variable and a missing text', () => {
    const dir = plantedLocales('faults', 'es', (m) => {
      delete m.auth.login.title;
      m.upload.files = '{count, plural, one {# archivo}';
      m.auth.setPassword.rules = 'Al menos {minimo} caracteres.';
      delete m.text['Vehicle location is required'];
    });
    const { status, out } = runCheck({ I18N_LOCALES_DIR: dir });
    expect(status).toBe(1);
    expect(out).toContain('es.json: missing "auth.login.title"');
    expect(out).toContain('es.json "upload.files": not a valid ICU message');
    expect(out).toContain('es.json "auth.setPassword.rules": uses {minimo}');
    expect(out).toContain('no Spanish for "Vehicle location is required"');
  });

  it('fails on a key missing in English', () => {
    const dir = plantedLocales('missing-en', 'en', (m) => {
      delete m.myClaims.empty;
    });
    const { status, out } = runCheck({ I18N_LOCALES_DIR: dir });
    expect(status).toBe(1);
    expect(out).toContain('en.json: missing "myClaims.empty"');
  });

  it('fails on untranslated JSX text, a visible attribute and a toast in a claimant component, not in a staff folder', () => {
    const scan = path.join(tmp, 'web');
    fs.mkdirSync(path.join(scan, 'features/my-claims'), { recursive: true });
    fs.mkdirSync(path.join(scan, 'features/admin'), { recursive: true });
    fs.writeFileSync(
      path.join(scan, 'features/my-claims/planted.tsx'),
      'const T = { title: \'Valuation review\' };\nexport function Planted() {\n  toast({ title: \'Claim saved\' });\n  return <button aria-label="Close panel" className="grid gap-4 sm:grid-cols-2">Save draft {T.title}</button>;\n}\n',
    );
    fs.writeFileSync(path.join(scan, 'features/admin/staff.tsx'), 'export const Staff = () => <p>Approve user</p>;\n');
    const { status, out } = runCheck({ I18N_SCAN_DIR: scan });
    expect(status).toBe(1);
    expect(out).toContain('planted.tsx:1: untranslated string "Valuation review"');
    expect(out).toContain('planted.tsx:3: untranslated toast title "Claim saved"');
    expect(out).toContain('planted.tsx:4: untranslated aria-label="Close panel"');
    expect(out).toContain('planted.tsx:4: untranslated text "Save draft"');
    expect(out).not.toContain('grid gap-4');
    expect(out).not.toContain('staff.tsx');
  });
});
