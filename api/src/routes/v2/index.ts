import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { documentRoutes } from '../v1/index.ts';
import { v2OpenApiDocument, v2OpenApiText, v2Operations } from './openapi.ts';

/** The public surface for programs, mounted at /api/v2: its operations, document and reference page. */
export const v2Routes = new Hono<AppEnv>()
  .route('/', documentRoutes(v2OpenApiDocument, v2OpenApiText))
  .route('/', v2Operations);
