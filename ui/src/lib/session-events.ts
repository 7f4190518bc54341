/**
 * A screen that changed something the session describes (profile, company, subscription) tells the shell,
 * which reads the session again. A DOM event, because every bundle has its own copy of this module.
 */
export const SESSION_CHANGED = 'dwell:session-changed';

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED));
}
