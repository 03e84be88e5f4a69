import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoizedSerializerCompiler } from './serializer.js';

const schema = z.object({ ref: z.string(), files: z.array(z.object({ name: z.string() })) });
const compile = () => memoizedSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('memoizedSerializerCompiler', () => {
  it('encodes through the schema: unknown keys are stripped, a wrong shape throws', () => {
    const serialize = compile();
    expect(serialize({ ref: 'FR-1', files: [], extractedText: 'secret' })).toBe('{"ref":"FR-1","files":[]}');
    expect(() => serialize({ ref: 1 })).toThrow();
  });

  it('serializes a frozen answer once and serves its JSON again', () => {
    const serialize = compile();
    const view = Object.freeze({ ref: 'FR-2', files: [{ name: 'a.pdf' }] });
    const first = serialize(view);
    // A nested change cannot happen to a deep-frozen cached view; here it shows the memo is used.
    (view.files as Array<{ name: string }>).push({ name: 'b.pdf' });
    expect(serialize(view)).toBe(first);
  });

  it('serializes an object that is not frozen every time', () => {
    const serialize = compile();
    const view = { ref: 'FR-3', files: [{ name: 'a.pdf' }] };
    expect(serialize(view)).toBe('{"ref":"FR-3","files":[{"name":"a.pdf"}]}');
    view.files.push({ name: 'b.pdf' });
    expect(serialize(view)).toBe('{"ref":"FR-3","files":[{"name":"a.pdf"},{"name":"b.pdf"}]}');
  });

  it('keeps one memo per route: the same object under another schema is encoded by that schema', () => {
    const other = memoizedSerializerCompiler({ schema: z.object({ ref: z.string() }), method: 'GET', url: '/y', httpStatus: '200' } as never);
    const view = Object.freeze({ ref: 'FR-4', files: [] });
    expect(compile()(view)).toBe('{"ref":"FR-4","files":[]}');
    expect(other(view)).toBe('{"ref":"FR-4"}');
  });
});
