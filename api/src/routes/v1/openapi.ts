import { API_SCOPES, SCOPE_LABELS } from '@dwell/core/schemas/api-keys';
import { YEARS_AHEAD } from '@dwell/core/date-input';
import { z } from 'zod';
import { COMMON_REFUSALS, OPERATIONS, type Operation } from './operations.ts';
import { errorSchema } from './schemas.ts';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), for what a caller sends or receives. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

function parameters(op: Operation): Json[] {
  const params: Json[] = (op.pathParams ?? []).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (op.query) {
    const schema = jsonSchema(op.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      params.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  for (const header of op.headers ?? []) {
    params.push({
      name: header.name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: { type: 'string' },
    });
  }
  return params;
}

const errorContent = () => ({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });

function responses(op: Operation): Json {
  const out: Json = {};
  for (const [status, answer] of Object.entries(op.answers)) {
    const files = Object.fromEntries((answer.media ?? []).map((m) => [m, { schema: { type: 'string' } }]));
    const json = answer.schema ? { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } : {};
    const content = answer.schema || answer.media ? { ...json, ...files } : errorContent();
    out[status] = { description: answer.description, content };
  }
  for (const [status, description] of Object.entries(COMMON_REFUSALS)) {
    out[status] ??= { description, content: errorContent() };
  }
  return out;
}

function operation(op: Operation): Json {
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    'x-scope': op.scope,
    security: [{ apiKey: [op.scope] }],
    parameters: parameters(op),
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
      : {}),
    responses: responses(op),
  };
}

let cached: Json | undefined;

/** The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the routes validate with. */
export function openApiDocument(): Json {
  if (cached) return cached;
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Dwell API',
      version: '1',
      description: `Detention events, evidence documents and reports of one company, for programs. Authenticate with an API key created under Settings → API keys: \`Authorization: Bearer dwk_…\`. Scopes: ${API_SCOPES.map((s) => `${s} (${SCOPE_LABELS[s]})`).join(', ')}. Times are whole epoch milliseconds (ISO 8601 with a time zone is accepted too) between January 1, 2000 and ${YEARS_AHEAD} years from now. A path called with a method it does not have answers 405 with an Allow header.`,
    },
    servers: [{ url: '/api/v1' }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: dwk_<id>_<secret>' } },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
  };
  return cached;
}
