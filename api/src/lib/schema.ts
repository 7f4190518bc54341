// The drizzle schema of every aggregate, for the typed query builder.
export * from '@dwell/db/schema/companies';
export * from '@dwell/db/schema/users';
export * from '@dwell/db/schema/sessions';
export * from '@dwell/db/schema/auth';
export * from '@dwell/db/schema/billing';
export * from '@dwell/db/schema/facilities';
export * from '@dwell/db/schema/events';
export * from '@dwell/db/schema/documents';
export * from '@dwell/db/schema/policies';
export * from '@dwell/db/schema/claims';
export * from '@dwell/db/schema/alerts';
export * from '@dwell/db/schema/local-billing';
export * from '@dwell/db/schema/evidence';
export * from '@dwell/db/schema/team';
export * from '@dwell/db/schema/help';
export * from '@dwell/db/schema/idempotency';
export * from '@dwell/db/schema/api-keys';
