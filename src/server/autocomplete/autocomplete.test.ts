import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { scoreSuggestion } from './autocomplete-history.js';

describe('autocomplete history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const record = (cookie: string, fieldType: string, value: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/autocomplete/record', headers: { cookie }, payload: { fieldType, value } });
  const suggest = (cookie: string, qs: string) => t.app.inject({ method: 'GET', url: `/api/autocomplete/suggestions?${qs}`, headers: { cookie } });

  it('upserts frequency per user and field type, trimming values, and ranks by frequency', async () => {
    const me = await signInAs(t.app, 'claimant');
    const other = await signInAs(t.app, 'claimant');
    for (let i = 0; i < 3; i += 1) expect((await record(me.cookie, 'vehicle_make', '  Honda ')).statusCode).toBe(200);
    const last = await record(me.cookie, 'vehicle_make', 'Hyundai');
    expect(last.json()).toMatchObject({ value: 'Hyundai', frequency: 1 });
    await record(me.cookie, 'location', 'Honolulu, HI');
    await record(other.cookie, 'vehicle_make', 'Hummer');

    const res = (await suggest(me.cookie, 'fieldType=vehicle_make&q=h')).json();
    expect(res.suggestions.map((s: { value: string }) => s.value)).toEqual(['Honda', 'Hyundai']);
    expect(res.suggestions[0]).toMatchObject({ source: 'history', frequency: 3, label: 'Honda' });
    expect(res.suggestions[0].confidence).toBeGreaterThan(res.suggestions[1].confidence);
    const filtered = (await suggest(me.cookie, 'fieldType=vehicle_make&q=yun')).json();
    expect(filtered.suggestions.map((s: { value: string }) => s.value)).toEqual(['Hyundai']);
  });

  it('refuses unknown field types and empty values; escapes LIKE wildcards', async () => {
    const me = await signInAs(t.app, 'claimant');
    expect((await record(me.cookie, 'password', 'x')).statusCode).toBe(400);
    expect((await record(me.cookie, 'location', '   ')).json().message).toBe('value must not be empty');
    expect((await suggest(me.cookie, 'fieldType=nope')).statusCode).toBe(400);
    await record(me.cookie, 'location', 'Lot 5');
    expect((await suggest(me.cookie, 'fieldType=location&q=%25')).json().suggestions).toEqual([]);
    const long = await record(me.cookie, 'location', 'x'.repeat(500));
    expect(long.json().value).toHaveLength(100);
    expect((await t.app.inject({ method: 'GET', url: '/api/autocomplete/suggestions?fieldType=location' })).statusCode).toBe(401);
  });

  it('prefers a recent value over an equally frequent old one', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const recent = scoreSuggestion({ value: 'Tacoma', frequency: 2, lastUsed: now }, '', now);
    const old = scoreSuggestion({ value: 'Tampa', frequency: 2, lastUsed: new Date('2025-06-01T00:00:00Z') }, '', now);
    expect(recent).toBeGreaterThan(old);
  });
});
