import { VALIDATION } from '@dwell/core/messages';
import { isCommonPassword } from '@dwell/core/server/common-passwords';
import { fieldError } from './errors.ts';

/**
 * Refuses a common password (ASVS V6.2.4) with 400 password_too_common and the message under the form's field
 * (`details.issues`, as a validation error carries it). Called wherever a password is set.
 */
export async function assertUncommonPassword(password: string, field: string): Promise<void> {
  if (!(await isCommonPassword(password))) return;
  throw fieldError(field, VALIDATION.passwordTooCommon, 400, 'password_too_common');
}
