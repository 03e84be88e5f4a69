import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('DOCUMENT_WORKERS', () => {
  it('accepts 0 only with DATABASE_URL: without PostgreSQL no worker could take the jobs', () => {
    expect(loadConfig({ DOCUMENT_WORKERS: '0', DATABASE_URL: 'postgres://db/claims' }).DOCUMENT_WORKERS).toBe(0);
    expect(() => loadConfig({ DOCUMENT_WORKERS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DOCUMENT_WORKERS: '0' })).toThrow(/DOCUMENT_WORKERS=0 needs DATABASE_URL/);
    expect(loadConfig({ DOCUMENT_WORKERS: '3' }).DOCUMENT_WORKERS).toBe(3);
  });
});
