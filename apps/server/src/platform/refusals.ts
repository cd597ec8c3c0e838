import {
  REFUSAL_CODES,
  REFUSALS,
  type RefusalCatalogue,
  type RefusalParams,
  type RefusalReason,
} from '@brokerage/shared';
import { AppError } from './app-error.ts';

interface FieldFailure {
  path: string;
  message: string;
}

/** What a refusal adds to `details` besides its reason: its declared params, then anything a client may show. */
type RefusalDetails<Params> = (Params extends undefined ? unknown : Params) & {
  fields?: FieldFailure[];
  reason?: never;
  [extra: string]: unknown;
};

/** Declared params make the details argument required; a reason without params may omit it. */
type DetailsArgument<Params> = Params extends undefined
  ? [details?: RefusalDetails<Params>]
  : [details: RefusalDetails<Params>];

/**
 * The thrower of one or more features' declared refusals: `const refuse = refuser(usersErrors, recordErrors)`,
 * then `throw refuse('SELF_DELETE', 'You cannot delete your own account.')`. Only the catalogues' reasons
 * type-check, and a reason that declares params must be given them. The answer is the declared status, its
 * API code (409 CONFLICT, 403 FORBIDDEN, 400 VALIDATION_FAILED), the English `message` and
 * `details: { reason, ...params }`.
 */
export const refuser =
  <const Catalogues extends readonly RefusalCatalogue[]>(...catalogues: Catalogues) =>
  <Reason extends AllReasonsOf<Catalogues>>(
    reason: Reason,
    message: string,
    ...[details]: DetailsArgument<RefusalParams<SpecOf<Catalogues, Reason>>>
  ): AppError => {
    const spec = catalogues.find((catalogue) => Object.hasOwn(catalogue, reason))?.[reason];
    if (!spec) throw new Error(`The refusal reason ${reason} is not declared by the given catalogues.`);
    // The catalogues are the shared package's, so a reason found in one is a RefusalReason.
    return new AppError(REFUSAL_CODES[spec.status], { message, reason: reason as RefusalReason, details });
  };

type AllReasonsOf<Catalogues extends readonly RefusalCatalogue[]> = {
  [Index in keyof Catalogues]: keyof Catalogues[Index] & string;
}[number];

type SpecOf<Catalogues extends readonly RefusalCatalogue[], Reason extends string> = Extract<
  {
    [Index in keyof Catalogues]: Reason extends keyof Catalogues[Index] ? Catalogues[Index][Reason] : never;
  }[number],
  { status: number }
>;

/** The thrower of any declared reason, for platform code that belongs to no feature. */
export const refuse = refuser(REFUSALS);

/** The reason of a refusal error, when it is one (tests and logs). */
export const refusalReasonOf = (error: unknown): RefusalReason | undefined => {
  const reason = error instanceof AppError ? error.details?.reason : undefined;
  return typeof reason === 'string' && Object.hasOwn(REFUSALS, reason)
    ? (reason as RefusalReason)
    : undefined;
};
