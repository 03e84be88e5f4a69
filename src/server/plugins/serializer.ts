import { createSerializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * The zod serializer (answers are encoded by their contract schema, unknown keys stripped), with
 * one addition: a frozen answer is serialized once per route and status and its JSON kept while the
 * object lives. Frozen objects are the read caches' shared values (a claim view served to many
 * readers, claims-queries.ts); nothing can change them, so their JSON cannot change either. Every
 * other answer goes through the schema each time.
 */
export const memoizedSerializerCompiler: SerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const memo = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    const known = memo.get(data);
    if (known !== undefined) return known;
    const json = serialize(data);
    memo.set(data, json);
    return json;
  };
};
