import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, MINIMAL_PDF, postClaim, validClaimData } from './testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from './testing/test-app.js';

/** Field values an attacker or a broken client sends. */
const HOSTILE: Record<string, string> = {
  long: 'A'.repeat(100 * 1024),
  html: '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
  sql: "x'); DROP TABLE claims; -- ' OR '1'='1",
  nul: 'before\u0000after',
  control: 'tab\there\u0007bell\u001b[31m',
  unicode: 'Zoë Łukasz 😀 \u202Eevil\u202C',
};

/** Invalid UTF-8 inside an otherwise well-formed JSON string. */
const BAD_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
const jsonWithBadBytes = (before: string, after: string) => Buffer.concat([Buffer.from(before), BAD_UTF8, Buffer.from(after)]);

describe('hostile input beyond files: a 4xx, or stored and returned as plain text; never a 5xx', () => {
  let t: TestApp;
  let claimant: Awaited<ReturnType<typeof signInAs>>;
  let staff: Awaited<ReturnType<typeof signInAs>>;
  let ref: string;
  const serverErrors: string[] = [];
  const check = <T extends { statusCode: number; body: string }>(label: string, res: T): T => {
    if (res.statusCode >= 500) serverErrors.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    claimant = await signInAs(t.app, 'claimant');
    staff = await signInAs(t.app, 'staff');
    const res = await postClaim(t.app, claimant.cookie, validClaimData(), [{ filename: 'a.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' }]);
    expect(res.statusCode).toBe(201);
    ref = res.json().referenceNumber;
  });
  afterAll(() => t.close());

  for (const [kind, value] of Object.entries(HOSTILE)) {
    it(`${kind}: claim submit, account request, login, status change and answers`, async () => {
      serverErrors.length = 0;
      const submit = check(
        `submit ${kind}`,
        await postClaim(t.app, claimant.cookie, validClaimData({ insuredName: value, notes: value, vehicleLocation: value, repairShopName: value }), [
          { filename: `${kind}.pdf`, content: MINIMAL_PDF, contentType: 'application/pdf' },
        ]),
      );
      if (submit.statusCode === 201) {
        const back = await t.app.inject({ method: 'GET', url: `/api/claims/${submit.json().referenceNumber}`, headers: { cookie: claimant.cookie } });
        expect(back.headers['content-type']).toMatch(/^application\/json/);
        expect(back.json().notes).toBe(value.trim());
      } else {
        expect(submit.statusCode, submit.body).toBeGreaterThanOrEqual(400);
      }

      const signup = check(
        `signup ${kind}`,
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { fullName: value, lastName: value, company: value, email: 'hostile@example.com', phoneNumber: '5551234567' },
        }),
      );
      expect(signup.statusCode === 201 || (signup.statusCode >= 400 && signup.statusCode < 500), signup.body).toBe(true);

      const login = check(`login ${kind}`, await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: value, password: value } }));
      expect(login.statusCode, login.body).toBeGreaterThanOrEqual(400);

      const status = check(
        `status ${kind}`,
        await t.app.inject({
          method: 'PATCH',
          url: `/api/claims/${ref}/status`,
          headers: { cookie: staff.cookie },
          payload: { status: 'processing', note: value },
        }),
      );
      if (status.statusCode === 200) {
        const history = status.json().statusHistory as Array<{ note: string | null }>;
        expect(history.at(-1)?.note).toBe(value.trim());
      }

      const answers = check(
        `answers ${kind}`,
        await t.app.inject({
          method: 'POST',
          url: `/api/claims/${ref}/answers`,
          headers: { cookie: claimant.cookie },
          payload: { answers: [{ id: 'q1', question: value, answer: value }] },
        }),
      );
      expect(answers.statusCode < 300 || answers.statusCode >= 400).toBe(true);

      // A hostile value where a reference number or an id goes.
      check(
        `read ${kind}`,
        await t.app.inject({ method: 'GET', url: `/api/claims/${encodeURIComponent(value.slice(0, 200))}`, headers: { cookie: claimant.cookie } }),
      );
      expect(serverErrors).toEqual([]);
    });
  }

  it('invalid UTF-8 in JSON and multipart bodies', async () => {
    serverErrors.length = 0;
    check(
      'login bad utf-8',
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: jsonWithBadBytes('{"username":"', '","password":"Some-passphrase-12"}'),
      }),
    );
    check(
      'signup bad utf-8',
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: jsonWithBadBytes('{"fullName":"Pat ', ' Kim","lastName":"Kim","company":"Co","email":"bad8@example.com","phoneNumber":"5551234567"}'),
      }),
    );
    check(
      'status bad utf-8',
      await t.app.inject({
        method: 'PATCH',
        url: `/api/claims/${ref}/status`,
        headers: { cookie: staff.cookie, 'content-type': 'application/json' },
        payload: jsonWithBadBytes('{"status":"approved","note":"', '"}'),
      }),
    );
    const claimData = jsonWithBadBytes(JSON.stringify(validClaimData()).replace('"Rear bumper dispute"', '"Rear '), ' dispute"');
    const multipart = multipartBody([
      { name: 'claimData', value: claimData.toString('latin1') },
      { name: 'analysisResult', value: '{}' },
      { name: 'files', filename: 'x.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' },
    ]);
    // multipartBody writes strings as UTF-8: put the raw bytes back in.
    const payload = Buffer.from(multipart.payload.toString('utf8').replace(claimData.toString('latin1'), '\u0001MARK\u0001'));
    const [head, tail] = payload.toString('latin1').split('\u0001MARK\u0001');
    const raw = Buffer.concat([Buffer.from(head, 'latin1'), claimData, Buffer.from(tail, 'latin1')]);
    const submit = check(
      'submit bad utf-8',
      await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...multipart.headers, cookie: claimant.cookie }, payload: raw }),
    );
    if (submit.statusCode === 201) expect(submit.json().claim.notes).toMatch(/^Rear .* dispute$/);
    // JSON that is not JSON at all, and a body that lies about its type.
    check(
      'garbage json',
      await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' }),
    );
    check('wrong type', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'username=x' }));
    check(
      'multipart without files',
      await t.app.inject({
        method: 'POST',
        url: '/api/claims',
        headers: { ...claimBody(validClaimData()).headers, cookie: claimant.cookie },
        payload: claimBody('{"a":').payload,
      }),
    );
    expect(serverErrors).toEqual([]);
  });
});
