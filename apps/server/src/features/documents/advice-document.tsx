import { customerName, type DocumentContext } from './document-context.ts';
import { DocumentFrame, Paragraph, Section, Table } from './document-layout.tsx';

/**
 * The advice document (DDA, Code des assurances L521-4): the needs and objectives as the customer answered,
 * the offers compared, the one recommended and the agent's written reason.
 */

const answerText = (ctx: DocumentContext, need: DocumentContext['data']['needs'][number]) =>
  need.answers
    .map((answer) => {
      if (need.type === 'yes_no')
        return answer === 'yes' ? ctx.m.common.yes : answer === 'no' ? ctx.m.common.no : answer;
      if (need.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(answer)) return ctx.day(answer);
      return answer;
    })
    .join(', ');

export const AdviceDocument = ({ ctx }: { ctx: DocumentContext }) => {
  const { m, data } = ctx;
  const recommended = data.comparedOffers.findIndex((offer) => offer.productId === data.product.id);
  return (
    <DocumentFrame ctx={ctx} kind="advice">
      <Paragraph ctx={ctx}>{m.advice.intro}</Paragraph>
      <Paragraph ctx={ctx}>{customerName(ctx)}</Paragraph>
      <Section ctx={ctx} title={m.advice.needsHeading}>
        {data.needs.length > 0 ? (
          <Table
            ctx={ctx}
            columns={[
              { label: m.advice.question, width: 55 },
              { label: m.advice.answer, width: 45 },
            ]}
            rows={data.needs.map((need) => [need.question, answerText(ctx, need)])}
          />
        ) : (
          <Paragraph ctx={ctx} muted>
            {m.advice.noNeeds}
          </Paragraph>
        )}
      </Section>
      <Section ctx={ctx} title={m.advice.objectivesHeading}>
        {data.objectives.length > 0 ? (
          data.objectives.map((objective) => (
            <Paragraph key={objective} ctx={ctx}>
              {`• ${objective}`}
            </Paragraph>
          ))
        ) : (
          <Paragraph ctx={ctx} muted>
            {m.advice.noObjectives}
          </Paragraph>
        )}
      </Section>
      <Section ctx={ctx} title={m.advice.offersHeading}>
        <Table
          ctx={ctx}
          columns={[
            { label: m.advice.offer, width: 40 },
            { label: m.premium.monthly, width: 22 },
            { label: m.premium.yearly, width: 22 },
            { label: m.advice.recommended, width: 16 },
          ]}
          rows={data.comparedOffers.map((offer, index) => [
            offer.productName,
            ctx.money(offer.monthlyTotalCents),
            ctx.money(offer.yearlyTotalCents),
            index === recommended ? m.common.yes : '',
          ])}
          {...(recommended >= 0 ? { highlight: recommended } : {})}
        />
      </Section>
      <Section ctx={ctx} title={m.advice.recommendationHeading}>
        <Paragraph ctx={ctx}>
          {ctx.fill(m.advice.recommendationText, {
            product: data.product.name,
            amount: ctx.money(data.premium.monthlyCents),
          })}
        </Paragraph>
      </Section>
      <Section ctx={ctx} title={m.advice.reasonHeading}>
        <Paragraph ctx={ctx} muted={!data.recommendationReason}>
          {data.recommendationReason ?? m.advice.noReason}
        </Paragraph>
        {data.seller ? (
          <Paragraph ctx={ctx} muted>
            {ctx.fill(m.advice.adviser, { name: `${data.seller.firstName} ${data.seller.lastName}` })}
          </Paragraph>
        ) : null}
      </Section>
    </DocumentFrame>
  );
};
