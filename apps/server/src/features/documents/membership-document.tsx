import type { DocumentContext } from './document-context.ts';
import { DocumentFrame, Fields, Paragraph, Section, SignatureBox } from './document-layout.tsx';
import { ChosenProduct, CustomerIdentity, InsuredPeople, Premium } from './document-parts.tsx';

/** The membership application (bulletin d'adhésion): the subscription as the customer signs it. */
export const MembershipDocument = ({ ctx }: { ctx: DocumentContext }) => {
  const { m, data } = ctx;
  return (
    <DocumentFrame ctx={ctx} kind="membership">
      <Paragraph ctx={ctx}>{m.membership.intro}</Paragraph>
      <CustomerIdentity ctx={ctx} title={m.membership.subscriber} />
      <InsuredPeople ctx={ctx} />
      <ChosenProduct ctx={ctx} guarantees={false} />
      <Premium ctx={ctx} />
      <Section ctx={ctx} title={m.membership.paymentHeading}>
        {data.payment ? (
          <Fields
            ctx={ctx}
            rows={[
              [m.membership.frequency, m.frequency[data.payment.frequency]],
              [m.membership.debitDay, String(data.payment.debitDay)],
              [m.membership.holder, data.payment.holder],
              [m.membership.account, data.payment.ibanMasked],
              [m.sepa.reference, data.mandateReference],
            ]}
          />
        ) : (
          <Paragraph ctx={ctx} muted>
            {m.membership.noPayment}
          </Paragraph>
        )}
      </Section>
      <Section ctx={ctx} title={m.common.signature}>
        <Paragraph ctx={ctx}>{m.membership.declaration}</Paragraph>
      </Section>
      <SignatureBox ctx={ctx} place={data.customer.city} />
    </DocumentFrame>
  );
};
