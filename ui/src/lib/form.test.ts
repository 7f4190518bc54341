import { DEFAULT_DETENTION_POLICY } from '@dwell/core/detention';
import { VALIDATION } from '@dwell/core/messages';
import { loginSchema } from '@dwell/core/schemas/auth';
import { fullPolicySchema, POLICY_MESSAGES } from '@dwell/core/schemas/policies';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './api-client.ts';
import { createForm } from './form.ts';

const login = (values = { email: '', password: '' }) => createForm({ schema: loginSchema, initial: values });

/** A promise the test settles by hand, to look at the form while a submit is under way. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createForm', () => {
  it('puts the core schema’s messages beside their fields and sends nothing', async () => {
    const form = login();
    const send = vi.fn();
    expect(await form.submit(send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(form.getState().errors).toEqual({
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordRequired,
    });
  });

  it('drops a field’s error when it is edited, and is dirty only while a value differs', () => {
    const form = login();
    form.validate();
    form.set('email', 'x');
    expect(form.getState().errors).toEqual({ password: VALIDATION.passwordRequired });
    expect(form.getState().dirty).toBe(true);
    form.set('email', '');
    expect(form.getState().dirty).toBe(false);
  });

  it('sends the schema’s output, busy while sending and once however often it is submitted', async () => {
    const form = login();
    form.set('email', '  Rosa@Example.COM ');
    form.set('password', 'long-enough-password');
    const sending = deferred();
    const send = vi.fn(() => sending.promise);
    const first = form.submit(send);
    expect(form.getState().busy).toBe(true);
    expect(await form.submit(send)).toBe(false);
    sending.resolve();
    expect(await first).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      { email: 'rosa@example.com', password: 'long-enough-password' },
      { email: '  Rosa@Example.COM ', password: 'long-enough-password' },
    );
    expect(form.getState().busy).toBe(false);
  });

  it('maps the API’s field errors onto the form’s fields and words the rest as the failure', async () => {
    const form = createForm({
      schema: loginSchema,
      initial: { email: 'a@b.co', password: 'long-enough-password' },
      fieldOf: { emailAddress: 'email' },
    });
    const refused = new ApiClientError(400, 'validation_failed', 'Invalid input', {
      issues: [{ path: 'emailAddress', message: 'Taken' }],
    });
    expect(await form.submit(() => Promise.reject(refused))).toBe(false);
    expect(form.getState()).toMatchObject({ errors: { email: 'Taken' }, failure: null, busy: false });

    await form.submit(() => Promise.reject(new ApiClientError(429, 'rate_limited', 'Too many attempts')));
    expect(form.getState()).toMatchObject({ errors: {}, failure: 'Too many attempts' });

    await form.submit(
      () => Promise.reject(new Error('offline')),
      () => 'Something went wrong. Please try again.',
    );
    expect(form.getState().failure).toBe('Something went wrong. Please try again.');
  });

  it('lets onFailure put a message on a field itself', async () => {
    const form = login({ email: 'a@b.co', password: 'long-enough-password' });
    await form.submit(
      () => Promise.reject(new ApiClientError(409, 'duplicate', 'Exists')),
      () => {
        form.setErrors({ email: 'Already used' });
        return null;
      },
    );
    expect(form.getState()).toMatchObject({ errors: { email: 'Already used' }, failure: null });
  });

  it('reads typed text into the schema’s input and names the schema’s paths as the form’s fields', () => {
    const form = createForm({
      schema: fullPolicySchema,
      initial: { freeMinutes: '1500', hourlyRate: 'abc' },
      toInput: (v) => ({
        ...DEFAULT_DETENTION_POLICY,
        freeMinutes: Number(v.freeMinutes),
        hourlyRateCents: Math.round(Number(v.hourlyRate) * 100),
      }),
      fieldOf: { hourlyRateCents: 'hourlyRate' },
    });
    expect(form.validate()).toBeNull();
    expect(Object.keys(form.getState().errors).sort()).toEqual(['freeMinutes', 'hourlyRate']);
    expect(form.getState().errors.freeMinutes).toBe(POLICY_MESSAGES.freeMinutes);
  });

  it('runs the form’s own checks beside the schema’s', async () => {
    const form = createForm({
      schema: loginSchema,
      initial: { email: 'a@b.co', password: 'long-enough-password', confirm: 'other' },
      check: (v): Record<string, string> => (v.password === v.confirm ? {} : { confirm: 'No match' }),
    });
    const send = vi.fn();
    expect(await form.submit(send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(form.getState().errors).toEqual({ confirm: 'No match' });
  });

  it('resets to new values, clean, and tells its listeners of every change', () => {
    const form = login();
    const listener = vi.fn();
    const stop = form.subscribe(listener);
    form.validate();
    form.setFailure('Refused');
    form.reset({ email: 'saved@b.co', password: '' });
    expect(form.getState()).toEqual({
      values: { email: 'saved@b.co', password: '' },
      errors: {},
      failure: null,
      busy: false,
      dirty: false,
    });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    form.set('email', 'x');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
