/**
 * The import boundaries hold (ADR 009): dependency-cruiser, with the repository's own
 * .dependency-cruiser.cjs, passes on a copy of the tree and fails on a planted violation of each
 * rule. One temp copy of src + configs (node_modules linked), cruised clean, then with the plants.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG_FILES = ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json'];

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: Array<{ name: string }>;
}
interface Cruise {
  exitCode: number;
  violations: Violation[];
  output: string;
}

let dir = '';

/** One run of the CLI as `npm run boundaries` runs it; `json` also returns the violations. */
async function cruise(outputType: 'err' | 'json'): Promise<Cruise> {
  const bin = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const args = [bin, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', outputType];
  const parse = (stdout: string) => (outputType === 'json' ? JSON.parse(stdout).summary.violations : []);
  try {
    const { stdout } = await run(process.execPath, args, { cwd: dir, maxBuffer: 256 * 1024 * 1024 });
    return { exitCode: 0, violations: parse(stdout), output: stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof e.code !== 'number' || !e.stdout) throw new Error(`dependency-cruiser did not run: ${e.stderr ?? String(error)}`);
    return { exitCode: e.code, violations: parse(e.stdout), output: e.stdout };
  }
}

function plant(file: string, text: string): void {
  const target = path.join(dir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

/** Planted files, each breaking exactly one rule (the folder cycle: two files, no module cycle). */
const PLANTS: Record<string, string> = {
  'src/web/lib/plant-web-to-server.ts': "import { AppError } from '../../server/errors';\nexport const x = AppError;\n",
  'src/shared/plant-shared-to-server.ts': "import { AppError } from '../server/errors';\nexport const x = AppError;\n",
  'src/shared/plant-shared-to-web.ts': "import { apiRequest } from '@web/lib/api';\nexport const x = apiRequest;\n",
  'src/shared/plant-shared-to-node-fs.ts': "import fs from 'node:fs';\nexport const x = fs.existsSync;\n",
  'src/shared/plant-shared-to-bare-fs.ts': "import { existsSync } from 'fs';\nexport const x = existsSync;\n",
  'src/shared/plant-shared-to-react-dom.ts': "import { createPortal } from 'react-dom';\nexport const x = createPortal;\n",
  'src/web/features/status/plant-feature-alias.ts': "import { DropZone } from '@web/features/intake/drop-zone';\nexport const x = DropZone;\n",
  'src/web/features/admin/plant-feature-relative.ts': "import { DropZone } from '../intake/drop-zone';\nexport const x = DropZone;\n",
  'src/web/features/status/plant-direct-call.tsx':
    "import { apiRequest } from '../../lib/api-request';\nexport const x = () => apiRequest('GET', '/api/claims');\n",
  'src/web/components/plant-direct-call-alias.ts': "import { apiRequest } from '@web/lib/api-request';\nexport const x = apiRequest;\n",
  'src/web/features/status/plant-status-api.ts': "import { apiRequest } from '../../lib/api-request';\nexport const x = apiRequest;\n",
  'src/server/plant-alpha/uses-beta.ts': "import { b } from '../plant-beta/leaf';\nexport const a = b;\n",
  'src/server/plant-alpha/leaf.ts': 'export const leafA = 1;\n',
  'src/server/plant-beta/uses-alpha.ts': "import { leafA } from '../plant-alpha/leaf';\nexport const c = leafA;\n",
  'src/server/plant-beta/leaf.ts': 'export const b = 2;\n',
  'src/server/vin/plant-drizzle.routes.ts': "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
  'src/server/vin/plant-schema.routes.ts': "import { users } from '../db/schema';\nexport const x = users;\n",
  'src/server/vin/plant-drizzle.service.ts': "import { sql } from 'drizzle-orm';\nexport const x = sql;\n",
  'src/server/vin/plant-drizzle-helper.ts': "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
  'src/server/vin/plant-vins.queries.ts': "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
  'src/server/vin/plant-cycle-one.ts': "import { two } from './plant-cycle-two';\nexport const one = () => two;\n",
  'src/server/vin/plant-cycle-two.ts': "import { one } from './plant-cycle-one';\nexport const two = () => one;\n",
};

describe('import boundaries (dependency-cruiser)', () => {
  let clean: Cruise;
  let planted: Cruise;
  let plantedErr: Cruise;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    fs.cpSync(path.join(ROOT, 'src'), path.join(dir, 'src'), { recursive: true });
    for (const f of CONFIG_FILES) fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    clean = await cruise('err');
    for (const [file, text] of Object.entries(PLANTS)) plant(file, text);
    planted = await cruise('json');
    plantedErr = await cruise('err');
  }, 180_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const hits = (rule: string, from: string) => planted.violations.filter((v) => v.rule.name === rule && v.from === from);

  it('passes on the tree as it is', () => {
    expect(clean.output).toContain('no dependency violations found');
    expect(clean.exitCode).toBe(0);
  });

  it('fails (non-zero exit, as in npm run check) when anything is planted', () => {
    expect(plantedErr.exitCode).not.toBe(0);
  });

  it.each([
    ['web-not-to-server', 'src/web/lib/plant-web-to-server.ts', 'src/server/errors.ts'],
    ['shared-not-to-server', 'src/shared/plant-shared-to-server.ts', 'src/server/errors.ts'],
    ['shared-not-to-web', 'src/shared/plant-shared-to-web.ts', 'src/web/lib/api.ts'],
    ['shared-not-to-node', 'src/shared/plant-shared-to-node-fs.ts', 'fs'],
    ['shared-not-to-node', 'src/shared/plant-shared-to-bare-fs.ts', 'fs'],
    ['features-not-to-each-other', 'src/web/features/status/plant-feature-alias.ts', 'src/web/features/intake/drop-zone.tsx'],
    ['features-not-to-each-other', 'src/web/features/admin/plant-feature-relative.ts', 'src/web/features/intake/drop-zone.tsx'],
    ['web-calls-through-endpoint-modules', 'src/web/features/status/plant-direct-call.tsx', 'src/web/lib/api-request.ts'],
    ['web-calls-through-endpoint-modules', 'src/web/components/plant-direct-call-alias.ts', 'src/web/lib/api-request.ts'],
    ['no-module-cycles', 'src/server/vin/plant-cycle-one.ts', 'src/server/vin/plant-cycle-two.ts'],
    ['routes-not-to-sql', 'src/server/vin/plant-schema.routes.ts', 'src/server/db/schema.ts'],
  ])('%s: %s → %s', (rule, from, to) => {
    expect(hits(rule, from).map((v) => v.to)).toContain(to);
  });

  it('shared-not-to-side-packages: src/shared importing react-dom', () => {
    const found = hits('shared-not-to-side-packages', 'src/shared/plant-shared-to-react-dom.ts');
    expect(found).toHaveLength(1);
    expect(found[0].to).toMatch(/(^|\/)node_modules\/react-dom\//);
  });

  it.each([
    ['routes-not-to-sql', 'src/server/vin/plant-drizzle.routes.ts'],
    ['sql-in-queries-modules', 'src/server/vin/plant-drizzle.service.ts'],
    ['sql-in-queries-modules', 'src/server/vin/plant-drizzle-helper.ts'],
  ])('%s: %s importing drizzle-orm', (rule, from) => {
    const found = hits(rule, from);
    expect(found).toHaveLength(1);
    expect(found[0].to).toMatch(/(^|\/)node_modules\/drizzle-orm\//);
  });

  it('no-server-folder-cycles: two server folders importing each other through different files', () => {
    const folderCycles = planted.violations.filter((v) => v.rule.name === 'no-server-folder-cycles');
    const pairs = folderCycles.map((v) => [v.from, v.to].sort().join(' ↔ '));
    expect(pairs).toContain('src/server/plant-alpha ↔ src/server/plant-beta');
    // A folder cycle, not a module cycle: no module rule fires for these files.
    expect(planted.violations.filter((v) => v.rule.name === 'no-module-cycles' && v.from.includes('plant-alpha'))).toEqual([]);
  });

  it('sql-in-queries-modules: a *.queries.ts module may import drizzle-orm', () => {
    expect(planted.violations.filter((v) => v.from === 'src/server/vin/plant-vins.queries.ts')).toEqual([]);
  });

  it('web-calls-through-endpoint-modules: an endpoint module (*-api.ts) may call apiRequest', () => {
    expect(planted.violations.filter((v) => v.from === 'src/web/features/status/plant-status-api.ts')).toEqual([]);
  });

  it('reports nothing but the planted files', () => {
    const plantedFiles = new Set(Object.keys(PLANTS));
    const strays = planted.violations.filter((v) => !plantedFiles.has(v.from) && !v.from.startsWith('src/server/plant-'));
    expect(strays).toEqual([]);
  });
});
