import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_REAL_DOCS, NO_REAL_DOCS, realDoc } from '../../tests/fixtures/paths';
import { pipelineVersion } from './jobs/pipeline-version';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the repository, so the compiled files find node_modules as dist/server does.
const out = path.join(root, '.tmp', `server-build-${process.pid}`);
const node = path.join(root, 'node_modules/.bin/node');
const CCC = realDoc('ccc-preliminary-estimate-peotters-tesla-modelx.pdf');

describe('the compiled server (npm run build)', () => {
  beforeAll(() => {
    execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--config', 'vite.server.config.ts'], {
      cwd: root,
      env: { ...process.env, SERVER_DIST_DIR: out },
      stdio: 'pipe',
    });
  }, 180_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('emits the entry points and the files the server reads at run time beside its modules', () => {
    for (const f of ['server/main.js', 'server/worker.js', 'server/cli/create-admin.js', 'server/workers/document.worker.mjs']) {
      expect(fs.existsSync(path.join(out, f)), f).toBe(true);
    }
    const migrations = fs.readdirSync(path.join(root, 'src/server/db/migrations')).filter((f) => f.endsWith('.sql'));
    expect(fs.readdirSync(path.join(out, 'server/db/migrations')).filter((f) => f.endsWith('.sql'))).toEqual(migrations);
    expect(fs.existsSync(path.join(out, 'server/db/migrations/meta/_journal.json'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'server/auth/common-passwords.txt'))).toBe(true);
    expect(fs.readdirSync(out).sort()).toEqual(['_virtual', 'server', 'shared']);
  });

  it('keeps the pipeline version of the TypeScript sources, so compiled and tsx processes share stored analyses', () => {
    const built = JSON.parse(fs.readFileSync(path.join(out, 'server/jobs/pipeline-version.json'), 'utf8')) as { version: string };
    expect(built.version).toBe(pipelineVersion());
  });

  it.skipIf(!HAS_REAL_DOCS)(
    `analyzes a file in a document thread on plain Node, with no TypeScript loader${HAS_REAL_DOCS ? '' : ` (${NO_REAL_DOCS})`}`,
    () => {
      const script = `
      const { createDocumentPool } = await import(${JSON.stringify(path.join(out, 'server/workers/pool.js'))});
      const fs = await import('node:fs');
      const pool = createDocumentPool({ threads: 1 });
      const r = await pool.analyze({ bytes: fs.readFileSync(${JSON.stringify(CCC)}) });
      await pool.close();
      console.log(JSON.stringify({ kind: r.kind, analyzed: r.analyzed }));`;
      const stdout = execFileSync(node, ['--input-type=module', '-e', script], { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' });
      expect(JSON.parse(stdout.trim().split('\n').at(-1) as string)).toEqual({ kind: 'shop_estimate', analyzed: true });
    },
    120_000,
  );
});
