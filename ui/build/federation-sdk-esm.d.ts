/** The federation SDK's own ES module, under the name federation.ts gives it for federation-sdk.ts. */
declare module '@dwell/federation-sdk-esm' {
  export * from '@module-federation/sdk';
}
