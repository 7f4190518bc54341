import { describe, expect, it } from 'vitest';
import { cookiePair, jarCookie } from './sign-in.ts';

describe('a Set-Cookie line for the measuring browser', () => {
  const session = '__Host-dwell_session=abc.d=ef; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=604800';

  it('keeps the attributes the cookie jar needs, for the measured site', () => {
    expect(jarCookie(session, 'http://127.0.0.1:8797')).toEqual({
      name: '__Host-dwell_session',
      value: 'abc.d=ef',
      url: 'http://127.0.0.1:8797',
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('a bare cookie is neither secure nor hidden from scripts', () => {
    expect(jarCookie('dwell_tz=America%2FChicago', 'http://127.0.0.1:8797')).toEqual({
      name: 'dwell_tz',
      value: 'America%2FChicago',
      url: 'http://127.0.0.1:8797',
      path: '/',
      secure: false,
      httpOnly: false,
    });
  });

  it('a request carries its name and value alone', () => {
    expect(cookiePair(session)).toBe('__Host-dwell_session=abc.d=ef');
  });
});
