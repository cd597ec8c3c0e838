/**
 * Files attached to sales (issue 10): what kinds there are, which contents each accepts, and how an uploaded
 * name is made safe to store and to send back in a Content-Disposition header.
 */

/** What a file is for. Uploads may only carry the first five; the others are produced by the server. */
export const FILE_KINDS = [
  'recording',
  'id_document',
  'proof_of_address',
  'bank_document',
  'other',
  'document',
  'signed_document',
  'evidence',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const UPLOADABLE_FILE_KINDS = [
  'recording',
  'id_document',
  'proof_of_address',
  'bank_document',
  'other',
] as const satisfies readonly FileKind[];
export type UploadableFileKind = (typeof UPLOADABLE_FILE_KINDS)[number];

/** Call recordings, as telephony systems export them. */
export const AUDIO_CONTENT_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'audio/x-m4a',
  'audio/mp4',
  'audio/webm',
] as const;
/** Scans and photos of papers, and PDFs. */
export const PAPER_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const ALLOWED_CONTENT_TYPES = [...PAPER_CONTENT_TYPES, ...AUDIO_CONTENT_TYPES] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

/**
 * The content types a file of `kind` may have, as detected from its bytes (never from the client's header). A
 * recording is audio; papers are PDFs or pictures; a file of no kind or `other` may be either.
 */
export const contentTypesFor = (kind: FileKind | null | undefined): readonly AllowedContentType[] => {
  if (kind === 'recording') return AUDIO_CONTENT_TYPES;
  if (kind === 'other' || kind == null) return ALLOWED_CONTENT_TYPES;
  return PAPER_CONTENT_TYPES;
};

/** The detected type (file-type's mime, which may carry parameters such as `; codecs=opus`) if allowed for kind. */
/**
 * Detected types that stand for an accepted one: file-type names every WebM `video/webm`, whereas a browser's
 * MediaRecorder (and telephony exports) write audio-only WebM; stored as `audio/webm`, players treat it as sound.
 */
const DETECTED_ALIASES: Readonly<Record<string, AllowedContentType>> = { 'video/webm': 'audio/webm' };

export const acceptedContentType = (
  detected: string | undefined,
  kind: FileKind | null | undefined,
): AllowedContentType | null => {
  const raw = detected?.split(';')[0]?.trim().toLowerCase();
  const essence = (raw && DETECTED_ALIASES[raw]) ?? raw;
  return contentTypesFor(kind).find((type) => type === essence) ?? null;
};

/** Shown inline by the browser (its PDF viewer, an image); everything else downloads. */
export const isInlineContentType = (contentType: string): boolean =>
  contentType === 'application/pdf' || contentType.startsWith('image/');

export const FILE_NAME_MAX_LENGTH = 180;
const FALLBACK_NAME = 'file';
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A stored name from what the client sent: its last path segment only, without control, format (zero-width,
 * bidi) or separator characters, nor characters Windows refuses; spaces collapsed; at most 180 characters
 * (the extension kept); never empty, never a dot name, never a reserved device name.
 */
export const sanitiseFileName = (raw: string): string => {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/ {2,}/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const characters = [...name];
  if (characters.length > FILE_NAME_MAX_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? [...name.slice(dot)] : [];
    const keptExtension = extension.length <= 16 ? extension : [];
    name = [...characters.slice(0, FILE_NAME_MAX_LENGTH - keptExtension.length), ...keptExtension]
      .join('')
      .trim();
  }
  if (name === '') return FALLBACK_NAME;
  return WINDOWS_RESERVED.test(name) ? `_${name}` : name;
};
