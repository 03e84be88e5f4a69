import { describe, expect, it } from 'vitest';
import { jsonDeeperThan } from './json-depth.js';
import { serializeError } from './log-serializers.js';

describe('what an error puts in the log', () => {
  it('never the SQL of a failed query, its parameters or the values PostgreSQL names', () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(riley@example.com) already exists.',
    });
    const drizzle = Object.assign(new Error('Failed query: select "id" from "claims" where "email" = $1\nparams: riley@example.com'), {
      query: 'select "id" from "claims" where "email" = $1',
      params: ['riley@example.com'],
      cause: pg,
    });
    const logged = JSON.stringify(serializeError(drizzle));
    expect(logged).not.toMatch(/riley|select|claims/);
    expect(logged).toContain('23505');
    expect(logged).toContain('Failed query (SQL and parameters not logged)');
  });

  it('keeps class, code and frames of an ordinary error', () => {
    const logged = serializeError(Object.assign(new RangeError('Invalid time value'), { code: 'X1' }));
    expect(logged).toMatchObject({ type: 'RangeError', message: 'Invalid time value', code: 'X1' });
    expect(logged.stack).toMatch(/^\s+at /);
  });
});

describe('JSON depth, measured on the text', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonDeeperThan('{"a":"[[[[[\\"[[[["}', 3)).toBe(false);
    expect(jsonDeeperThan(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`, 32)).toBe(true);
  });
});
