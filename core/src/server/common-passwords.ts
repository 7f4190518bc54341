let listed: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords: the list of about 49,000 leaked passwords that zxcvbn-ts ships as
 * `passwords-common` (@zxcvbn-ts/language-common, MIT; lower case). Loaded on the first password checked, not
 * at start-up, and never bundled into a screen: the forms show the API's answer.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  listed ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return listed;
}

/** Whether a password is on the list, whatever its letter case (the list is lower case, as zxcvbn matches). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize('NFKC').toLowerCase());
}
