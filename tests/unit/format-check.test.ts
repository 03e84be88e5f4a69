/**
 * Biome's formatter is part of `npm run check` (issue 27): `biome check`, with the repository's
 * biome.json, fails on a file that is not formatted and names it; a formatted file passes. The other
 * plants of the check are proven beside this one: a missing translation key (check-i18n.test.ts), a
 * web call outside its endpoint module (web-calls.test.ts) and each import boundary (boundaries.test.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const FORMATTED = 'export const total = { parts: 1, labor: 2 };\n';
const UNFORMATTED = 'export const total = {parts:1,   labor:2}\n';

let dir = '';

/** `biome check src` in the scratch folder, as `npm run check` runs it on the tree. */
async function check(): Promise<{ exitCode: number; output: string }> {
  const bin = path.join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  try {
    const r = await run(process.execPath, [bin, 'check', 'src'], { cwd: dir });
    return { exitCode: 0, output: r.stdout + r.stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: typeof e.code === 'number' ? e.code : -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'format-check-'));
  fs.copyFileSync(path.join(ROOT, 'biome.json'), path.join(dir, 'biome.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.mkdirSync(path.join(dir, 'src', 'server'), { recursive: true });
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the formatter in npm run check', () => {
  it('is part of the check script', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.check).toMatch(/biome check src tests bench scripts/);
  });

  it('passes on a formatted file', async () => {
    fs.writeFileSync(path.join(dir, 'src', 'server', 'totals.ts'), FORMATTED);
    const { exitCode, output } = await check();
    expect(output).not.toContain('Formatter would have printed');
    expect(exitCode).toBe(0);
  });

  it('fails on an unformatted file, naming it and showing the change', async () => {
    fs.writeFileSync(path.join(dir, 'src', 'server', 'totals.ts'), UNFORMATTED);
    const { exitCode, output } = await check();
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/src\/server\/totals\.ts format/);
    expect(output).toContain('Formatter would have printed the following content');
  });
});
