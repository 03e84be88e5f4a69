import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from './auth/users.queries.js';
import { openDatabase } from './db/client.js';
import { pgliteDirFromTemplate } from './testing/database-template.js';
import { ON_POSTGRES } from './testing/scratch-database.js';
import { serverEnv } from './testing/server-env.js';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: serverEnv({ LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitHealthy(port: number, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** A new data folder whose database is the migrated template (db/client.test.ts covers a first start that makes one). */
async function seededDataDir(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  await pgliteDirFromTemplate(path.join(dir, 'db'));
  return dir;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-persist-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The real server process on the embedded database (PostgreSQL durability is the server's own).
// Each case starts one or two real processes that compile the server with tsx, on a data folder
// holding the migrated template: on a busy 2-core CI machine that alone can take most of a minute, hence 150 s a case.
describe.skipIf(Boolean(process.env.DATABASE_URL))(`the server process${ON_POSTGRES}`, { timeout: 150_000 }, () => {
  it('keeps a created user across kill -9 and restart', async () => {
    const port = await freePort();
    await pgliteDirFromTemplate(path.join(dataDir, 'db'));
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = startServer({ ...env, BOOTSTRAP_ADMIN_USERNAME: 'durable', BOOTSTRAP_ADMIN_PASSWORD: 'durable-password-2026' });
    await waitHealthy(port);
    expect(first.output()).toContain('bootstrap admin created');
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = startServer(env);
    await waitHealthy(port);
    expect(second.output()).not.toContain('No users exist yet');
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);

    const db = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const user = await findUserByUsername(db.db, 'durable');
      expect(user?.role).toBe('admin');
      expect(user?.password).toMatch(/^\$argon2id\$/);
    } finally {
      await db.close();
    }
  });

  it('says how to create an admin when no user exists', async () => {
    const port = await freePort();
    const emptyDir = await seededDataDir('claims-empty-');
    const server = startServer({ PORT: String(port), DATA_DIR: emptyDir });
    try {
      await waitHealthy(port);
      expect(server.output()).toContain('npm run create-admin');
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('finishes an in-flight upload on SIGTERM before exiting', async () => {
    const port = await freePort();
    const dir = await seededDataDir('claims-term-');
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dir,
      BOOTSTRAP_ADMIN_USERNAME: 'closer',
      BOOTSTRAP_ADMIN_PASSWORD: 'Graceful-shutdown-2026!',
    });
    try {
      await waitHealthy(port);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'closer', password: 'Graceful-shutdown-2026!' }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
      const boundary = '----graceful';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="spinner.gif"\r\nContent-Type: image/gif\r\n\r\n`);
      const gif = fs.readFileSync(path.join(root, 'node_modules/pdfjs-dist/legacy/web/images/loading-icon.gif'));
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/upload',
            headers: {
              cookie,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': head.length + gif.length + tail.length,
            },
          },
          (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        // Half the body, then SIGTERM, then the rest: the request is in flight when shutdown starts.
        req.write(head);
        req.write(gif.subarray(0, 10));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => {
            req.write(gif.subarray(10));
            req.end(tail);
          }, 700);
        }, 300);
      });
      const res = await answer;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true });
      expect(await exited(server.child)).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a bad configuration value, naming it', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toContain('PORT');
  });
});
