import { encodeHexLowerCase } from '@oslojs/encoding';

/** SHA-256 (lower-case hex) of a stored object, streamed through the runtime's digest: never buffered. */
export async function hashObject(object: R2ObjectBody): Promise<string> {
  const digest = new crypto.DigestStream('SHA-256');
  await object.body.pipeTo(digest);
  return encodeHexLowerCase(new Uint8Array(await digest.digest));
}
