import { directionOf, type Locale } from '@brokerage/shared';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML text and double- or single-quoted attributes. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Replaces each `{key}` of a catalogue text with its value; an unknown key is left visible, not dropped. */
export const fill = (text: string, values: Record<string, string> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A rendered email: the subject, and the same content as HTML and as plain text. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The parts of an email body, in reading order; every string is plain text, escaped here. */
export type EmailBlock = { kind: 'paragraph'; text: string } | { kind: 'action'; label: string; url: string };

/** Plain text → HTML: escaped, line breaks kept. */
const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

const actionHtml = (label: string, url: string, fallback: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#ffffff;` +
  `padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>` +
  `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(fallback)}<br>` +
  `<span dir="ltr" style="word-break:break-all">${escapeHtml(url)}</span></p>`;

/**
 * The one layout of every email: `lang` and `dir` from the locale (Arabic reads right to left), inline styles
 * only (mail clients drop style sheets). The plain-text part says the same with the links written out.
 */
export const renderLayout = ({
  locale,
  subject,
  blocks,
  linkFallback,
  footer,
}: {
  locale: Locale;
  subject: string;
  blocks: EmailBlock[];
  linkFallback: string;
  footer: string;
}): RenderedEmail => {
  const dir = directionOf(locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const body = blocks
    .map((block) =>
      block.kind === 'paragraph'
        ? paragraphHtml(block.text)
        : actionHtml(block.label, block.url, linkFallback),
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;text-align:${align}">`,
    body,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">`,
    `<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    ...blocks.map((block) => (block.kind === 'paragraph' ? block.text : `${block.label}: ${block.url}`)),
    '--',
    footer,
  ].join('\n\n');
  return { subject, html, text: `${text}\n` };
};
