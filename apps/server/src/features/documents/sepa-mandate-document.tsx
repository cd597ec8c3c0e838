import type { PaymentFrequency } from '@brokerage/shared';
import { customerName, type DocumentContext } from './document-context.ts';
import { DocumentFrame, Fields, Paragraph, Section, SignatureBox } from './document-layout.tsx';
import { postalAddress } from './document-parts.tsx';
import type { SaleDocumentData } from './sale-document-data.ts';

/**
 * The SEPA direct-debit mandate (EPC core scheme): the RUM, the creditor from the parameters, the debtor with
 * the IBAN masked (the full one stays sealed on the customer), a recurrent payment, place, date and signature.
 */
const DEBITS_PER_YEAR: Record<PaymentFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  half_yearly: 2,
  yearly: 1,
};

/** One debit: the yearly premium split by the frequency (the monthly premium when paid monthly). */
const debitAmountCents = ({ premium, payment }: SaleDocumentData) =>
  !payment || payment.frequency === 'monthly'
    ? premium.monthlyCents
    : Math.round(premium.yearlyCents / DEBITS_PER_YEAR[payment.frequency]);

export const SepaMandateDocument = ({ ctx }: { ctx: DocumentContext }) => {
  const { m, data } = ctx;
  const { parameters, payment } = data;
  return (
    <DocumentFrame ctx={ctx} kind="sepa_mandate">
      <Fields ctx={ctx} rows={[[m.sepa.reference, data.mandateReference]]} />
      <Paragraph ctx={ctx}>{ctx.fill(m.sepa.intro, { creditor: parameters.sepaCreditorName })}</Paragraph>
      <Paragraph ctx={ctx} muted>
        {m.sepa.rights}
      </Paragraph>
      <Section ctx={ctx} title={m.sepa.creditorHeading}>
        <Fields
          ctx={ctx}
          rows={[
            [m.sepa.creditorName, parameters.sepaCreditorName],
            [m.sepa.creditorAddress, parameters.sepaCreditorAddress.replace(/\s*\n\s*/g, ', ')],
            [m.sepa.creditorIdentifier, parameters.sepaCreditorIdentifier],
          ]}
        />
      </Section>
      <Section ctx={ctx} title={m.sepa.debtorHeading}>
        <Fields
          ctx={ctx}
          rows={[
            [m.sepa.debtorName, payment?.holder || customerName(ctx)],
            [m.sepa.debtorAddress, postalAddress(ctx)],
            [m.sepa.iban, payment?.ibanMasked],
            [m.sepa.bic, payment?.bic],
          ]}
        />
        {payment ? null : (
          <Paragraph ctx={ctx} muted>
            {m.sepa.noPayment}
          </Paragraph>
        )}
      </Section>
      <Section ctx={ctx} title={m.membership.paymentHeading}>
        <Fields
          ctx={ctx}
          rows={[
            [m.sepa.paymentType, m.sepa.recurrent],
            [m.membership.frequency, payment ? m.frequency[payment.frequency] : null],
            [m.sepa.amount, ctx.money(debitAmountCents(data))],
            [m.membership.debitDay, payment ? String(payment.debitDay) : null],
          ]}
        />
      </Section>
      <SignatureBox ctx={ctx} place={data.customer.city} />
    </DocumentFrame>
  );
};
