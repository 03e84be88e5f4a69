import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { OpenApiDocumentSchema } from '../../shared/contracts/misc.js';
import { requireStaff } from '../auth/guards.js';

interface CollectedRoute {
  method: string;
  url: string;
  schema?: RouteOptions['schema'];
  isPublic: boolean;
}

const isZod = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && '_zod' in v;

function toJson(schema: unknown): unknown {
  if (!isZod(schema)) return schema && typeof schema === 'object' ? schema : undefined;
  try {
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  } catch {
    return { description: 'schema not representable as JSON Schema' };
  }
}

/** A response entry: a zod schema (JSON), or `{ description, content: { type: { schema } } }` (binary downloads). */
function toResponse(status: string, s: unknown): unknown {
  const c = s as { description?: string; content?: Record<string, { schema: unknown }> };
  if (!isZod(s) && c && typeof c === 'object' && c.content) {
    const content = Object.fromEntries(Object.entries(c.content).map(([type, v]) => [type, { schema: toJson(v.schema) }]));
    return { description: c.description ?? `HTTP ${status}`, content };
  }
  const description = status === '204' ? 'No content' : /^[45]/.test(status) ? 'Error: { code, message, fields? }' : `HTTP ${status}`;
  if (status === '204') return { description };
  return { description, content: { 'application/json': { schema: toJson(s) } } };
}

/** OpenAPI paths use {param}; Fastify uses :param. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Collects every route as it is registered and serves an OpenAPI 3.1 description at /api/docs.
 * Call before the routes are registered.
 */
export function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }): void {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') && route.url !== '/healthz') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method: method.toLowerCase(),
        url: route.url,
        schema: route.schema,
        isPublic: Boolean(route.config && (route.config as { public?: boolean }).public),
      });
    }
  });

  // Staff only: the description names every admin call, which a claimant has no use for.
  app.get('/api/docs', { preHandler: requireStaff, schema: { response: { 200: OpenApiDocumentSchema, ...errorResponses } } }, async () => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const r of routes) {
      const schema = (r.schema ?? {}) as Record<string, unknown>;
      const params = toJson(schema.params) as { properties?: Record<string, unknown> } | undefined;
      const query = toJson(schema.querystring) as { properties?: Record<string, unknown> } | undefined;
      const parameters: Array<{ name: string; in: string; required?: boolean; schema: unknown }> = [
        ...Object.entries(params?.properties ?? {}).map(([name, s]) => ({ name, in: 'path', required: true, schema: s })),
        ...Object.entries(query?.properties ?? {}).map(([name, s]) => ({ name, in: 'query', schema: s })),
      ];
      for (const m of (r.url.match(/:([A-Za-z0-9_]+)/g) ?? []).map((p) => p.slice(1))) {
        if (!parameters.some((p) => p.name === m)) parameters.push({ name: m, in: 'path', required: true, schema: { type: 'string' } });
      }
      const responses: Record<string, unknown> = {};
      for (const [status, s] of Object.entries((schema.response as Record<string, unknown>) ?? {})) {
        responses[status.toUpperCase()] = toResponse(status, s);
      }
      const body = toJson(schema.body);
      const multipart = toJson(schema['x-multipart']);
      paths[openApiPath(r.url)] ??= {};
      paths[openApiPath(r.url)][r.method] = {
        summary: (schema.summary as string | undefined) ?? undefined,
        description: (schema.description as string | undefined) ?? undefined,
        tags: [r.url.split('/')[2] ?? 'health'],
        security: r.isPublic ? [] : [{ session: [] }],
        parameters: parameters.length ? parameters : undefined,
        requestBody: body
          ? { content: { 'application/json': { schema: body } } }
          : multipart
            ? { content: { 'multipart/form-data': { schema: multipart } } }
            : undefined,
        responses,
      };
    }
    return {
      openapi: '3.1.0',
      info,
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      paths,
    };
  });
}
