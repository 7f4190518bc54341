import { z } from 'zod';
import { canonicalTimeZone, TIME_ZONE_MESSAGES } from '../time-zones.ts';

// Apart from time-zones.ts, so screens that only compute with zones (reports, dashboards) load no zod.
/** A zod field for a chosen zone: any zone the runtime knows, stored under its canonical name. */
export const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGES.invalid })
  .trim()
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGES.invalid });
      return z.NEVER;
    }
    return zone;
  });
