import { customerName, type DocumentContext } from './document-context.ts';
import { DocumentFrame, Paragraph } from './document-layout.tsx';
import { ChosenProduct, InsuredPeople, Premium } from './document-parts.tsx';

/** The quote (devis): who is insured, the product and its guarantees, the premium, the effective date. */
export const QuoteDocument = ({ ctx }: { ctx: DocumentContext }) => (
  <DocumentFrame ctx={ctx} kind="quote">
    <Paragraph ctx={ctx}>
      {ctx.fill(ctx.m.quote.intro, { name: customerName(ctx), brokerage: ctx.data.parameters.brokerageName })}
    </Paragraph>
    <InsuredPeople ctx={ctx} />
    <ChosenProduct ctx={ctx} />
    <Premium ctx={ctx} />
    <Paragraph ctx={ctx} muted>
      {ctx.m.quote.validity}
    </Paragraph>
  </DocumentFrame>
);
