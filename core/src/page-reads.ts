/** The API reads every page of the app starts with: who is signed in, and which remotes serve which paths. */
export const SESSION_PATH = '/api/auth/session';
export const MANIFEST_PATH = '/api/mfe-manifest';
