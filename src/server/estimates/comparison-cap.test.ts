import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { renderEstimateBms } from '../../../tests/fixtures/estimates/render-bms.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { MAX_COMPARED_LINES } from './compare-limits.js';

/** A BMS estimate of `count` lines, each its own part. */
function bms(count: number, side: 'carrier' | 'other'): Buffer {
  const pair = buildFixturePair(5, 'ccc', 'shop', ['price']);
  const base = pair[side];
  const lines = Array.from({ length: count }, (_, i) => {
    const l = base.lines[i % base.lines.length] as (typeof base.lines)[number];
    return { ...l, lineNumber: i + 1, partNumber: `P${i}-${side}`, description: `${l.description} ${i}` };
  });
  return Buffer.from(renderEstimateBms({ ...base, lines }, 5));
}

describe('POST /api/estimate-comparison with estimates past the line cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // 1,600 lines: few enough damage-line elements to be parsed, refused as its work lines are counted.
  it('answers 413 naming the estimate, and the server answers afterwards', async () => {
    const me = await signInAs(t.app, 'claimant');
    const body = multipartBody([
      { name: 'carrier', filename: 'carrier.xml', content: bms(20, 'carrier'), contentType: 'application/xml' },
      { name: 'other', filename: 'shop.xml', content: bms(MAX_COMPARED_LINES + 100, 'other'), contentType: 'application/xml' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/estimate-comparison', headers: { ...body.headers, cookie: me.cookie }, payload: body.payload });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(413);
    expect(res.json().message).toMatch(/^The other estimate has more than 1,500 lines; estimates of more than 1,500 lines cannot be compared/);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode).toBe(200);
  }, 120_000);
});

describe('POST /api/estimate-comparison with two 8,000-line BMS estimates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with 413 within seconds, naming the estimate, without reading every line', async () => {
    const me = await signInAs(t.app, 'claimant');
    const body = multipartBody([
      { name: 'carrier', filename: 'carrier.xml', content: bms(8_000, 'carrier'), contentType: 'application/xml' },
      { name: 'other', filename: 'shop.xml', content: bms(8_000, 'other'), contentType: 'application/xml' },
    ]);
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/estimate-comparison', headers: { ...body.headers, cookie: me.cookie }, payload: body.payload });
    const elapsed = Date.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(413);
    expect(res.json().message).toMatch(/^The (carrier|other) estimate has more than 1,500 lines; estimates of more than 1,500 lines cannot be compared/);
    // Generous: the machine running the tests may be loaded; before the early stop this took 16-28 s.
    expect(elapsed).toBeLessThan(8_000);
  }, 120_000);
});
