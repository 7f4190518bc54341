import { API_SCOPES, SCOPE_LABELS } from '@dwell/core/schemas/api-keys';
import { YEARS_AHEAD } from '@dwell/core/date-input';
import { keyedRouter } from './declare.ts';
import { v1DocumentRoutes } from './documents.ts';
import { v1EventRoutes } from './events.ts';
import { v1ReportRoutes } from './reports.ts';

/** The keyed operations of /api/v1, each declared once (declare.ts): the document below is generated from them. */
export const v1Operations = keyedRouter()
  .route('/events', v1EventRoutes)
  .route('/documents', v1DocumentRoutes)
  .route('/reports', v1ReportRoutes);

v1Operations.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
  type: 'http',
  scheme: 'bearer',
  description: 'An API key: dwk_<id>_<secret>',
});

/** /api/v1 is deprecated from the day /api/v2 shipped and answers until its sunset. */
export const V1_SUNSET = { deprecatedAt: Date.UTC(2026, 10, 26), sunsetAt: Date.UTC(2027, 5, 30) } as const;

export type OpenApiDocument = ReturnType<typeof v1Operations.getOpenAPI31Document>;
let cached: OpenApiDocument | undefined;

/** Marks every operation of the document deprecated. */
function deprecated(doc: OpenApiDocument): OpenApiDocument {
  for (const ops of Object.values(doc.paths ?? {}))
    for (const op of Object.values(ops as Record<string, { deprecated?: boolean }>)) op.deprecated = true;
  return doc;
}

/** The OpenAPI 3.1 document of /api/v1, generated from the operations' own declarations. */
export function openApiDocument(): OpenApiDocument {
  cached ??= deprecated(
    v1Operations.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Dwell API',
        version: '1',
        description: `Deprecated: use /api/v2 (one envelope, ISO 8601 times, cursors on every list, incremental sync, webhooks); /api/v1 answers until ${new Date(V1_SUNSET.sunsetAt).toUTCString()}. Detention events, evidence documents and reports of one company, for programs. Authenticate with an API key created under Settings → API keys: \`Authorization: Bearer dwk_…\`. Scopes: ${API_SCOPES.map((s) => `${s} (${SCOPE_LABELS[s]})`).join(', ')}. Times are whole epoch milliseconds (ISO 8601 with a time zone is accepted too) between January 1, 2000 and ${YEARS_AHEAD} years from now. A path called with a method it does not have answers 405 with an Allow header.`,
      },
      servers: [{ url: '/api/v1' }],
      security: [{ apiKey: [] }],
    }),
  );
  return cached;
}

let text: string | undefined;
/** The document as the JSON text /api/v1/openapi.json serves (a plain body: its type is the document's, not the app's). */
export function openApiText(): string {
  text ??= JSON.stringify(openApiDocument());
  return text;
}
