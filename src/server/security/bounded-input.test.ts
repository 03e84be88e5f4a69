import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';

/** n upload ids of the right shape (none of them stored). */
const ids = (n: number) => Array.from({ length: n }, (_, i) => `upload${String(i).padStart(6, '0')}`);

describe('every limit is counted as it is read; bad input is a 4xx and the server goes on', () => {
  let t: TestApp;
  let claimant: { cookie: string };
  let staff: { cookie: string };
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLines });
    claimant = await signInAs(t.app, 'claimant');
    staff = await signInAs(t.app, 'staff');
  });
  afterAll(() => t.close());

  async function stillAnswers() {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: claimant.cookie } });
    expect(me.statusCode).toBe(200);
  }
  const post = (url: string, parts: Parameters<typeof multipartBody>[0], cookie = claimant.cookie) => {
    const body = multipartBody(parts);
    return t.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie }, payload: body.payload });
  };

  it('claim submit refuses the 201st upload id (repeated fields or one comma-separated field) with a 400', async () => {
    const claimData = { name: 'claimData', value: JSON.stringify(validClaimData()) };
    // 67 fields of three ids: the 201st is in the 67th (more fields than the form's cap would be a 413).
    const repeated = await post('/api/claims', [
      claimData,
      ...Array.from({ length: 67 }, (_, i) => ({
        name: 'uploadIds',
        value: ids(201)
          .slice(i * 3, i * 3 + 3)
          .join(','),
      })),
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ code: 'validation', message: expect.stringMatching(/at most 200 uploads/) });
    // One field of 50,000 ids: refused at the 201st, no RangeError from a spread.
    const flood = await post('/api/claims', [claimData, { name: 'uploadIds', value: ids(50_000).join(',') }]);
    expect(flood.statusCode).toBe(400);
    expect(flood.json().fields[0].field).toBe('uploadIds');
    const malformed = await post('/api/claims', [claimData, { name: 'uploadIds', value: 'x' }]);
    expect(malformed.statusCode).toBe(400);
    // claimData.uploadIds counts towards the same cap.
    const listed = await post('/api/claims', [
      { name: 'claimData', value: JSON.stringify({ ...validClaimData(), uploadIds: ids(150) }) },
      { name: 'uploadIds', value: ids(51).join(',') },
    ]);
    expect(listed.statusCode).toBe(400);
    await stillAnswers();
  });

  it('claimData and analysisResult are taken once', async () => {
    for (const name of ['claimData', 'analysisResult']) {
      const value = name === 'claimData' ? JSON.stringify(validClaimData()) : '{}';
      const res = await post('/api/claims', [
        { name: 'claimData', value: JSON.stringify(validClaimData()) },
        { name, value },
        ...(name === 'analysisResult' ? [{ name, value }] : []),
      ]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(`Send ${name} once.`);
    }
    await stillAnswers();
  });

  it('analyze-documents, process-documents and GET /api/uploads take at most 200 ids of the id pattern', async () => {
    const many = ids(201).join(',');
    const analyze = await post('/api/analyze-documents', [{ name: 'uploadIds', value: many }]);
    expect(analyze.statusCode).toBe(400);
    const flood = await post('/api/analyze-documents', [{ name: 'uploadIds', value: ids(60_000).join(',') }]);
    expect(flood.statusCode).toBe(400);
    const badId = await post('/api/analyze-documents', [{ name: 'uploadIds', value: "x' OR 1=1" }]);
    expect(badId.statusCode).toBe(400);
    const processDocs = await post('/api/admin/process-documents', [{ name: 'uploadIds', value: many }], staff.cookie);
    expect(processDocs.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: `/api/uploads?ids=${many}`, headers: { cookie: claimant.cookie } });
    expect(list.statusCode).toBe(400);
    const listBad = await t.app.inject({ method: 'GET', url: '/api/uploads?ids=..%2F..', headers: { cookie: claimant.cookie } });
    expect(listBad.statusCode).toBe(400);
    await stillAnswers();
  });

  it('a date range past what the database stores is a 400, not a 500', async () => {
    for (const query of ['to=9999-12-31', 'from=0001-01-01', 'from=9999-12-31&to=9999-12-31']) {
      for (const who of [claimant, staff]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/claims?${query}`, headers: { cookie: who.cookie } });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toMatch(/between 1900 and 2999/);
      }
    }
    await stillAnswers();
  });

  it('a JSON body nested 200,000 deep is a 400 on any call, before its handler', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    for (const url of ['/api/smart-assignment-questions', '/api/auth/login', '/api/claims/NOPE/answers']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: claimant.cookie, 'content-type': 'application/json' }, payload: deep });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/deeper than 32 levels/);
    }
    // Brackets inside strings are text, not depth.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/smart-assignment-questions',
      headers: { cookie: claimant.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ claimType: 'appraisal', extractedData: { note: '['.repeat(100) } }),
    });
    expect(text.statusCode).toBeLessThan(500);
    expect(text.body).not.toMatch(/deeper than/);
    await stillAnswers();
  });

  it('an upload the client abandons half-way is logged as an abort at info, never as the database down', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'abort-boundary';
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${claimant.cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 10000000\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(200_000)}`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
      socket.on('error', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 500));
    const errorsLogged = logLines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errorsLogged.map((l) => l.msg)).not.toContain('dependency unavailable');
    expect(logLines.some((l) => l.includes('client aborted the request'))).toBe(true);
    await stillAnswers();
  });
});
