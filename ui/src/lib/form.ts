import { type FormEvent, useState, useSyncExternalStore } from 'react';
import type { ZodType } from 'zod';
import { ApiClientError } from './api-client.ts';

/** Messages by field name (nested fields by their dotted path, e.g. contacts.0.email). */
export type FieldErrors = Record<string, string>;

/** The first message per field of a failed zod parse, for showing beside each input. */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** Field errors an API answer carried in details.issues (the one error shape), by field. */
function apiFieldErrors(details: unknown): FieldErrors {
  const issues = (details as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** Renames the keys found in `fieldOf` (a schema or API path → the form's field), keeping the first message. */
function onFields(errors: FieldErrors, fieldOf: Record<string, string> | undefined): FieldErrors {
  if (!fieldOf) return errors;
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) out[fieldOf[path] ?? path] ??= message;
  return out;
}

export interface FormOptions<V, Out> {
  /** The zod schema the API validates the same request with (from core). */
  schema: ZodType<Out>;
  /** The fields' first values. */
  initial: V;
  /** The schema's input, when the fields hold something else (text for numbers, other names); the values by default. */
  toInput?: (values: V) => unknown;
  /** The form's field for each schema or API path named otherwise, e.g. { checkInTime: 'start' }. */
  fieldOf?: Record<string, string>;
  /** Checks only the form has (a password typed twice), by field; they run with the schema's. */
  check?: (values: V) => FieldErrors;
}

export interface FormState<V> {
  values: V;
  errors: FieldErrors;
  /** The message for the whole form (the answer to the last submit), or null. */
  failure: string | null;
  /** A submit is under way. */
  busy: boolean;
  /** Some value differs from the initial one (compared field by field). */
  dirty: boolean;
}

/**
 * What a failed submit leaves on the form: the API's field errors beside their fields, and the message to show
 * for the whole form. Returning null shows none; the default shows the error's message unless fields got one.
 */
export type OnFailure = (error: unknown, fieldErrors: FieldErrors) => string | null;

/** The API's words for a refused request, and `fallback` when there was no answer (no signal, not the API's). */
export const apiMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiClientError && error.status > 0 ? error.message : fallback;

/** An OnFailure: nothing more when the API's messages went beside fields, else apiMessage. */
export const apiMessageOr =
  (fallback: string): OnFailure =>
  (error, byField) =>
    Object.keys(byField).length > 0 ? null : apiMessage(error, fallback);

const defaultFailure: OnFailure = (error, byField) =>
  Object.keys(byField).length > 0 ? null : error instanceof Error ? error.message : String(error);

/**
 * A form's state without React (the hook below renders it): values, per-field errors from the core schema and
 * from the API, the form's failure message, busy and dirty. Framework-free so its rules are tested in Node.
 */
export function createForm<V extends object, Out>(first: FormOptions<V, Out>) {
  let options = first;
  let initial = first.initial;
  let state: FormState<V> = { values: initial, errors: {}, failure: null, busy: false, dirty: false };
  const listeners = new Set<() => void>();
  const update = (changes: Partial<FormState<V>>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  const isDirty = (values: V) =>
    (Object.keys(values) as (keyof V)[]).some((key) => !Object.is(values[key], initial[key]));

  /** Checks the values; answers the schema's output, or null after putting each problem beside its field. */
  const validate = (): { data: Out } | null => {
    const parsed = options.schema.safeParse((options.toInput ?? ((values: V) => values))(state.values));
    const found = onFields(parsed.success ? {} : firstMessages(parsed.error.issues), options.fieldOf);
    for (const [field, message] of Object.entries(options.check?.(state.values) ?? {})) found[field] ??= message;
    update({ errors: found });
    return parsed.success && Object.keys(found).length === 0 ? { data: parsed.data } : null;
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Takes the latest options (closures over props) without touching the state. */
    configure(next: FormOptions<V, Out>) {
      options = next;
    },
    /** Changes one field; its error goes, since it may no longer apply. */
    set<K extends keyof V>(key: K, value: V[K]) {
      const values = { ...state.values, [key]: value };
      const { [key as string]: _, ...errors } = state.errors;
      update({ values, errors, dirty: isDirty(values) });
    },
    /** Starts again from these values (e.g. the record as saved), clean and without messages. */
    reset(values: V) {
      initial = values;
      update({ values, errors: {}, failure: null, dirty: false });
    },
    setErrors(errors: FieldErrors) {
      update({ errors });
    },
    setFailure(failure: string | null) {
      update({ failure });
    },
    validate,
    /**
     * Validates, then runs `send` with the schema's output while busy. A submit while one is under way does
     * nothing. When `send` throws, the API's field errors land beside their fields and `onFailure` words the
     * rest. Answers whether `send` finished.
     */
    async submit(send: (data: Out, values: V) => unknown, onFailure: OnFailure = defaultFailure): Promise<boolean> {
      if (state.busy) return false;
      update({ failure: null });
      const checked = validate();
      if (!checked) return false;
      update({ busy: true });
      try {
        await send(checked.data, state.values);
        return true;
      } catch (error) {
        const details = (error as { details?: unknown } | null)?.details;
        const byField = onFields(apiFieldErrors(details), options.fieldOf);
        update({ errors: byField });
        // After the field errors, so onFailure may still put a message on a field itself.
        update({ failure: onFailure(error, byField) });
        return false;
      } finally {
        update({ busy: false });
      }
    },
  };
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * One form on a core zod schema: `values`, `errors`, `failure`, `busy`, `dirty`, `set`, `text(key)` for a text
 * input or select, and `onSubmit(send, onFailure?)` for the form element. See createForm for the rules.
 */
export function useForm<V extends object, Out>(options: FormOptions<V, Out>) {
  const [form] = useState(() => createForm(options));
  form.configure(options);
  const state = useSyncExternalStore(form.subscribe, form.getState, form.getState);
  return {
    ...state,
    set: form.set,
    reset: form.reset,
    setErrors: form.setErrors,
    setFailure: form.setFailure,
    submit: form.submit,
    /** The value and change handler of a text input, textarea or select bound to a string field. */
    text: <K extends TextKey<V>>(key: K) => ({
      value: state.values[key] as string,
      onChange: (event: { target: { value: string } }) => form.set(key, event.target.value as V[K]),
    }),
    /** The form element's onSubmit: no page reload, then submit. */
    onSubmit: (send: (data: Out, values: V) => unknown, onFailure?: OnFailure) => (event: FormEvent) => {
      event.preventDefault();
      void form.submit(send, onFailure);
    },
  };
}
