import {
  type AnswerValue,
  isPhoneChannel,
  type Sale,
  type SaleAnswerValue,
  wentThroughSubscription,
} from '@brokerage/shared';

/** The guided form's steps, in the order an agent runs a sale (issue 9). */
export const SALE_FORM_STEPS = ['call', 'customer', 'productLine', 'quote', 'subscription'] as const;
export type SaleFormStep = (typeof SALE_FORM_STEPS)[number];

/** True once the sale went through subscription (the form then only shows its success state). */
export const isSubscribed = (sale: Pick<Sale, 'status'> | undefined): boolean =>
  sale !== undefined && wentThroughSubscription(sale.status);

/** Whether a step is complete on the saved sale: a resumed form opens at the first one that is not. */
export const isStepComplete = (sale: Sale | undefined, step: SaleFormStep): boolean => {
  if (!sale) return false;
  switch (step) {
    case 'call':
      return (
        sale.channel !== null &&
        (!isPhoneChannel(sale.channel) || (sale.callConsentAt !== null && sale.recordingAnnouncedAt !== null))
      );
    case 'customer':
      return sale.customerId !== null;
    case 'productLine':
      return sale.formData !== null;
    case 'quote':
      return sale.quoteHash !== null;
    case 'subscription':
      return isSubscribed(sale);
  }
};

/** The step to show when a sale is opened: the first incomplete one, or the last when all are done. */
export const firstIncompleteStep = (sale: Sale | undefined): SaleFormStep =>
  SALE_FORM_STEPS.find((step) => !isStepComplete(sale, step)) ?? 'subscription';

/** A step may be opened once every step before it is complete (a later one needs their data). */
export const isStepReachable = (sale: Sale | undefined, step: SaleFormStep): boolean =>
  SALE_FORM_STEPS.slice(0, SALE_FORM_STEPS.indexOf(step)).every((before) => isStepComplete(sale, before));

export const nextStep = (step: SaleFormStep): SaleFormStep =>
  SALE_FORM_STEPS[Math.min(SALE_FORM_STEPS.indexOf(step) + 1, SALE_FORM_STEPS.length - 1)] ?? step;

/**
 * The questionnaire's answers as a sale stores them (text, or the ticked values): a number becomes its text,
 * a yes/no flag 'yes' or 'no', and an empty answer is left out.
 */
export const toSaleAnswers = (
  answers: Readonly<Record<string, AnswerValue>>,
): Record<string, SaleAnswerValue> => {
  const stored: Record<string, SaleAnswerValue> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) stored[id] = [...value];
    else if (typeof value === 'boolean') stored[id] = value ? 'yes' : 'no';
    else stored[id] = String(value);
  }
  return stored;
};
