/**
 * A refusal is a request the API understood but will not carry out for a business reason (SPEC §8): a
 * duplicate name, a record still in use, your own account... Each feature declares its reasons once, in
 * `<feature>/<feature>.errors.ts`, with `defineRefusals`; the server can only throw a declared reason and the
 * web must translate every one (`refusals:<REASON>`), so adding a reason is one line here plus three
 * translations, and forgetting a translation fails the type check.
 */

/** The HTTP statuses a refusal may answer with, and the API error code each one carries. */
export const REFUSAL_CODES = {
  400: 'VALIDATION_FAILED',
  403: 'FORBIDDEN',
  409: 'CONFLICT',
} as const;

export type RefusalStatus = keyof typeof REFUSAL_CODES;

export interface RefusalSpec {
  /** 409 for a state that forbids the change, 403 for a caller who may not, 400 for a request that cannot be. */
  readonly status: RefusalStatus;
  /** Names of the `details` values the translated message interpolates (`{{count}}`); the server must send them. */
  readonly params?: readonly string[];
}

export type RefusalCatalogue = Readonly<Record<string, RefusalSpec>>;

/** Declares a feature's refusal reasons, keeping their literal names and statuses for the type checker. */
export const defineRefusals = <const Catalogue extends RefusalCatalogue>(catalogue: Catalogue): Catalogue =>
  catalogue;

/** A value the web may interpolate into a translated refusal message. */
export type RefusalParamValue = string | number | readonly string[];

/** The `details` values a reason of a catalogue must carry, or `undefined` when it declares none. */
export type RefusalParams<Spec extends RefusalSpec> = Spec extends {
  params: readonly (infer Name extends string)[];
}
  ? Record<Name, RefusalParamValue>
  : undefined;
