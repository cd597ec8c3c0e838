import {
  type CurrentUser,
  covers,
  departementOf,
  isGammeOpen,
  normalizeGammes,
  type PricedOffer,
  productsErrors,
  type QuotationResult,
  type quotationInputSchema,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { gammes } from '@/db/schema/index.ts';
import { getProviderTypeRow } from '@/features/insurance/insurance.service.ts';
import { sellableGammes } from '@/features/insurance/sellable-gammes.service.ts';
import type { PricingRegistry } from '@/integrations/insurers/pricing-provider.ts';
import { AppError } from '@/platform/app-error.ts';
import { refuser } from '@/platform/refusals.ts';
import { invalidField } from '@/platform/service-errors.ts';

/** `POST /products/quotation`: who may price which gammes, then the provider type's pricing back-end. */

const refuse = refuser(productsErrors);

/** Cheapest first; equal prices by level, then code. */
const byPrice = (left: PricedOffer, right: PricedOffer) =>
  left.monthlyTotalCents - right.monthlyTotalCents ||
  left.product.level - right.product.level ||
  left.product.code.localeCompare(right.product.code, 'en');

export const quote = async ({
  db,
  actor,
  pricing,
  providerType,
  input,
}: {
  db: Executor;
  actor: CurrentUser;
  pricing: PricingRegistry;
  providerType: string;
  input: z.output<typeof quotationInputSchema>;
}): Promise<QuotationResult> => {
  if (!(await getProviderTypeRow({ db, code: providerType }))) {
    throw invalidField('providerType', `Unknown provider type '${providerType}'.`);
  }
  const provider = pricing.get(providerType);
  if (!provider) {
    const message = `No pricing service is connected for the provider type ${providerType}.`;
    throw refuse('NO_PRICING_PROVIDER', message, { fields: [{ path: 'providerType', message }] });
  }
  const catalogue = await db
    .select({ code: gammes.code, active: gammes.active })
    .from(gammes)
    .where(eq(gammes.providerType, providerType));
  const requested = input.gammeCodes ? normalizeGammes(input.gammeCodes) : null;
  for (const code of requested ?? []) {
    const gamme = catalogue.find((entry) => entry.code === code);
    if (!gamme) throw invalidField('gammeCodes', `Unknown product line ${code} for ${providerType}.`);
    if (!gamme.active) throw invalidField('gammeCodes', `The product line ${code} is no longer sold.`);
  }
  const assigned = await sellableGammes(db, actor, providerType);
  if (assigned && requested) {
    const closed = requested.filter((code) => !isGammeOpen(assigned, code));
    if (closed.length > 0) {
      throw refuse('GAMME_NOT_ASSIGNED', `Your team does not sell ${closed.join(', ')} of ${providerType}.`, {
        providerType,
        gammeCodes: closed,
      });
    }
  }
  const scope = catalogue
    .filter((entry) => entry.active)
    .map((entry) => entry.code)
    .filter(
      (code) => (requested ? covers(requested, code) : true) && (assigned ? covers(assigned, code) : true),
    )
    .sort();
  const departement = departementOf(input.postcode);
  if (!departement) throw invalidField('postcode', 'This postcode is not in a French département');

  const outcome = await provider
    .quote({
      providerType,
      effectiveDate: input.effectiveDate,
      postcode: input.postcode,
      departement,
      people: input.people,
      gammeCodes: scope,
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: `The pricing service of ${providerType} did not answer. Please try again.`,
        cause: error,
      });
    });
  const inScope = new Set(scope);
  return {
    providerType,
    effectiveDate: input.effectiveDate,
    departement,
    gammeCodes: scope,
    offers: outcome.offers.filter((offer) => inScope.has(offer.product.gammeCode)).sort(byPrice),
    unpriceable: outcome.unpriceable.filter((entry) => inScope.has(entry.product.gammeCode)),
  };
};
