import { SALE_NUMBER_PATTERN } from '../ventes/ventes.schemas.ts';

/**
 * The unique mandate reference (RUM) of a sale's SEPA direct-debit mandate. The EPC rulebook allows at most 35
 * characters among `A-Z a-z 0-9 / - ? : ( ) . , ' +` and space, never `//`. A sale has one mandate, so the RUM
 * is its number behind a fixed prefix: the same sale always gives the same reference, two sales never share
 * one (sale numbers are unique and never reused), and a regenerated mandate keeps its reference.
 */
export const MANDATE_REFERENCE_MAX_LENGTH = 35;
export const MANDATE_REFERENCE_PREFIX = 'RUM-';
export const MANDATE_REFERENCE_PATTERN = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;

export const mandateReferenceOf = (saleNumber: string): string => {
  if (!SALE_NUMBER_PATTERN.test(saleNumber)) throw new Error(`Not a sale number: ${saleNumber}`);
  const reference = `${MANDATE_REFERENCE_PREFIX}${saleNumber}`;
  // `V-` + year + 13 digits at most (the sequence's format) keeps it under 35; a longer number is a bug.
  if (reference.length > MANDATE_REFERENCE_MAX_LENGTH) {
    throw new Error(`The mandate reference of ${saleNumber} would exceed 35 characters`);
  }
  return reference;
};
