import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

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

  app.get('/api/docs', async () => {
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
        responses[status] = { description: `HTTP ${status}`, content: { 'application/json': { schema: toJson(s) } } };
      }
      if (Object.keys(responses).length === 0) responses.default = { description: 'JSON answer; errors are { code, message }' };
      const body = toJson(schema.body);
      paths[openApiPath(r.url)] ??= {};
      paths[openApiPath(r.url)][r.method] = {
        summary: (schema.summary as string | undefined) ?? undefined,
        description: (schema.description as string | undefined) ?? undefined,
        tags: [r.url.split('/')[2] ?? 'health'],
        security: r.isPublic ? [] : [{ session: [] }],
        parameters: parameters.length ? parameters : undefined,
        requestBody: body ? { content: { 'application/json': { schema: body } } } : undefined,
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
