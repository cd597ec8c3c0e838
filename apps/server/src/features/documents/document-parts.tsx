import { customerName, type DocumentContext } from './document-context.ts';
import { Fields, Paragraph, Section, Table } from './document-layout.tsx';

/** Sections more than one document prints: the insured people, the product, the premium, the customer. */

const personName = (ctx: DocumentContext, person: DocumentContext['data']['insured'][number]) => {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  // The main insured person is the customer unless the quote named someone else.
  if (name) return name;
  return person.role === 'main' ? `${ctx.data.customer.firstName} ${ctx.data.customer.lastName}` : '—';
};

export const InsuredPeople = ({ ctx }: { ctx: DocumentContext }) => (
  <Section ctx={ctx} title={ctx.m.people.heading}>
    <Table
      ctx={ctx}
      columns={[
        { label: ctx.m.people.name, width: 34 },
        { label: ctx.m.people.role, width: 24 },
        { label: ctx.m.people.birthDate, width: 22 },
        { label: ctx.m.people.share, width: 20 },
      ]}
      rows={ctx.data.insured.map((person) => [
        personName(ctx, person),
        ctx.m.roles[person.role],
        ctx.day(person.birthDate),
        person.monthlyCents === null ? '—' : ctx.money(person.monthlyCents),
      ])}
    />
  </Section>
);

export const ChosenProduct = ({ ctx, guarantees = true }: { ctx: DocumentContext; guarantees?: boolean }) => {
  const { m, data } = ctx;
  return (
    <Section ctx={ctx} title={m.product.heading}>
      <Fields
        ctx={ctx}
        rows={[
          [m.product.name, data.product.name],
          [m.product.range, data.gamme.name],
          [m.product.level, String(data.product.level)],
          [m.product.effectiveDate, ctx.day(data.effectiveDate)],
        ]}
      />
      {guarantees && data.product.guarantees.length > 0 ? (
        <Table
          ctx={ctx}
          columns={[
            { label: m.product.category, width: 30 },
            { label: m.product.guarantee, width: 45 },
            { label: m.product.cover, width: 25 },
          ]}
          rows={data.product.guarantees.map((row) => [row.category, row.label, row.value])}
        />
      ) : null}
      {guarantees && data.product.guarantees.length === 0 ? (
        <Paragraph ctx={ctx} muted>
          {m.product.noGuarantees}
        </Paragraph>
      ) : null}
    </Section>
  );
};

export const Premium = ({ ctx }: { ctx: DocumentContext }) => {
  const { m, data } = ctx;
  return (
    <Section ctx={ctx} title={m.premium.heading}>
      <Fields
        ctx={ctx}
        rows={[
          [m.premium.monthly, ctx.money(data.premium.monthlyCents)],
          [m.premium.yearly, ctx.money(data.premium.yearlyCents)],
        ]}
      />
      <Paragraph ctx={ctx} muted>
        {m.premium.taxesIncluded}
      </Paragraph>
    </Section>
  );
};

export const postalAddress = ({ data }: DocumentContext) =>
  `${data.customer.address}, ${data.customer.postcode} ${data.customer.city}`;

export const CustomerIdentity = ({ ctx, title }: { ctx: DocumentContext; title: string }) => {
  const { m, data } = ctx;
  return (
    <Section ctx={ctx} title={title}>
      <Fields
        ctx={ctx}
        rows={[
          [m.membership.name, customerName(ctx)],
          [m.membership.address, postalAddress(ctx)],
          [m.membership.phone, data.customer.phone],
          [m.membership.email, data.customer.email],
        ]}
      />
    </Section>
  );
};
