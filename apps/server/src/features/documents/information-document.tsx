import { customerName, type DocumentContext } from './document-context.ts';
import { DocumentFrame, Fields, Paragraph, Section } from './document-layout.tsx';

/** The brokerage's information document: who we are, the ORIAS registration, complaints and mediation. */

const oneLine = (address: string) => address.replace(/\s*\n\s*/g, ', ');

export const InformationDocument = ({ ctx }: { ctx: DocumentContext }) => {
  const { m } = ctx;
  const { parameters } = ctx.data;
  return (
    <DocumentFrame ctx={ctx} kind="information">
      <Section ctx={ctx} title={m.information.whoHeading}>
        <Paragraph ctx={ctx}>
          {ctx.fill(m.information.who, {
            brokerage: parameters.brokerageName,
            orias: parameters.oriasNumber,
          })}
        </Paragraph>
        <Fields
          ctx={ctx}
          rows={[
            [m.information.address, oneLine(parameters.brokerageAddress)],
            [m.information.phone, parameters.phone],
            [m.information.email, parameters.email],
          ]}
        />
        <Paragraph ctx={ctx} muted>
          {m.information.supervisor}
        </Paragraph>
      </Section>
      <Section ctx={ctx} title={m.information.complaintsHeading}>
        <Paragraph ctx={ctx}>{m.information.complaints}</Paragraph>
        <Paragraph ctx={ctx}>{oneLine(parameters.complaintsAddress)}</Paragraph>
      </Section>
      <Section ctx={ctx} title={m.information.mediationHeading}>
        <Paragraph ctx={ctx}>{m.information.mediation}</Paragraph>
        <Paragraph
          ctx={ctx}
        >{`${parameters.mediatorName}, ${oneLine(parameters.mediatorAddress)}`}</Paragraph>
      </Section>
      <Section ctx={ctx} title={m.information.remunerationHeading}>
        <Paragraph ctx={ctx}>
          {ctx.fill(m.information.remuneration, { amount: ctx.money(ctx.data.premium.monthlyCents) })}
        </Paragraph>
      </Section>
      <Paragraph ctx={ctx} muted>
        {ctx.fill(m.information.deliveredTo, { name: customerName(ctx) })}
      </Paragraph>
    </DocumentFrame>
  );
};
