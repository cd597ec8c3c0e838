import { directionOf, type Evidence, type Locale } from '@brokerage/shared';
import type { ReactElement } from 'react';
import { DOCUMENT_MESSAGES } from './document-context.ts';
import { Fields, type LayoutContext, PageFrame, Paragraph, Section } from './document-layout.tsx';
import { type DocumentHeader, documentHeader, renderPdf } from './document-pdf.ts';

/**
 * The evidence document (dossier de preuve) of a signature request, in the page frame of the sale documents.
 * It prints the `Evidence` data as built by `buildEvidence` (packages/shared): the phone arrives masked, times
 * are printed as stored (ISO 8601, UTC: what the hashes cover), hashes in full.
 */

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const EvidenceDocument = ({
  evidence,
  locale,
  header,
}: {
  evidence: Evidence;
  locale: Locale;
  header: Required<DocumentHeader>;
}): ReactElement => {
  const all = DOCUMENT_MESSAGES[locale];
  const m = all.evidence;
  const ctx: LayoutContext & { locale: Locale } = { rtl: directionOf(locale) === 'rtl', locale };
  const { request, signer, chain } = evidence;
  const orNone = (value: string | null) => value ?? m.none;
  const eventType = (type: string) => (m.eventTypes as Record<string, string>)[type] ?? type;
  return (
    <PageFrame
      ctx={ctx}
      title={m.title}
      subtitle={fill(m.subtitle, { id: request.id, date: new Date().toISOString() })}
      brokerageName={header.brokerageName}
      oriasLine={fill(all.common.orias, { number: header.oriasNumber })}
      pageLabel={(page, total) => fill(all.common.page, { page, total })}
    >
      <Paragraph ctx={ctx}>{m.intro}</Paragraph>
      <Section ctx={ctx} title={m.signerHeading}>
        <Fields
          ctx={ctx}
          rows={[
            [m.signerName, signer.name],
            [m.signerPhone, signer.phoneMasked],
            [m.signerEmail, signer.email],
          ]}
        />
      </Section>
      <Section ctx={ctx} title={m.requestHeading}>
        <Fields
          ctx={ctx}
          rows={[
            [m.requestId, request.id],
            [m.saleId, request.saleId],
            [m.quoteHash, request.quoteHash],
            [m.status, request.status],
            [m.provider, request.provider],
            [m.sentAt, request.sentAt],
            [m.opensAt, request.opensAt],
            [m.expiresAt, request.expiresAt],
            [m.signedAt, request.signedAt],
          ]}
        />
      </Section>
      {evidence.documents.map((document) => (
        <Section key={document.id} ctx={ctx} title={`${m.documentsHeading} · ${document.name}`}>
          <Fields
            ctx={ctx}
            rows={[
              [m.document, `${document.kind} (${document.id})`],
              [m.sha256Before, document.sha256Before],
              [m.sha256After, document.sha256After ?? m.notSealed],
            ]}
          />
        </Section>
      ))}
      {evidence.seal ? (
        <Section ctx={ctx} title={m.sealHeading}>
          <Fields
            ctx={ctx}
            rows={[
              [m.sealSubject, evidence.seal.subject],
              [m.sealCertificate, evidence.seal.certificateSha256],
            ]}
          />
        </Section>
      ) : null}
      {evidence.events.map((event) => (
        <Section
          key={event.sequence}
          ctx={ctx}
          title={fill(m.eventHeading, { sequence: event.sequence, type: eventType(event.type) })}
        >
          <Fields
            ctx={ctx}
            rows={[
              [m.at, event.at],
              [m.ip, orNone(event.ip)],
              [m.userAgent, orNone(event.userAgent)],
              [m.previousHash, orNone(event.previousHash)],
              [m.hash, event.hash],
            ]}
          />
        </Section>
      ))}
      <Section ctx={ctx} title={m.chainHeading}>
        <Fields
          ctx={ctx}
          rows={[
            [m.method, chain.method],
            [m.count, String(chain.count)],
            [m.firstHash, orNone(chain.firstHash)],
            [m.lastHash, orNone(chain.lastHash)],
            [m.verdict, chain.verdict.valid ? m.valid : fill(m.broken, { position: chain.verdict.brokenAt })],
          ]}
        />
      </Section>
    </PageFrame>
  );
};

/**
 * The evidence PDF in `locale` (the signer's language), fonts embedded. `header` names the brokerage; by
 * default the parameters' defaults (the signature job may pass the stored parameters).
 */
export const renderEvidenceDocument = async (
  evidence: Evidence,
  locale: Locale,
  header: DocumentHeader = {},
): Promise<Uint8Array> => {
  return renderPdf(<EvidenceDocument evidence={evidence} locale={locale} header={documentHeader(header)} />);
};
