import { describe, expect, it } from 'vitest';
import { acceptedContentType, FILE_NAME_MAX_LENGTH, sanitiseFileName } from './files.rules.ts';

describe('sanitiseFileName', () => {
  it('keeps only the last path segment', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\me\\scan.pdf')).toBe('scan.pdf');
  });

  it('drops control, zero-width and bidi characters and Windows-forbidden ones', () => {
    expect(sanitiseFileName('a\u0000b\u001Bc\u200Bd\u202Ee.pdf')).toBe('abcde.pdf');
    expect(sanitiseFileName('what?<now>|"x":*.png')).toBe('what__now___x___.png');
    expect(sanitiseFileName('  many   spaces\tand\nlines .pdf ')).toBe('many spaces and lines .pdf');
  });

  it('never answers an empty, dot or device name', () => {
    expect(sanitiseFileName('')).toBe('file');
    expect(sanitiseFileName('..')).toBe('file');
    expect(sanitiseFileName('/')).toBe('file');
    expect(sanitiseFileName('CON.pdf')).toBe('_CON.pdf');
  });

  it('caps the length and keeps the extension, without cutting a character in two', () => {
    const long = sanitiseFileName(`${'é'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(long.endsWith('é.pdf')).toBe(true);
    const emoji = sanitiseFileName('😀'.repeat(400));
    expect([...emoji]).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(emoji).toBe('😀'.repeat(FILE_NAME_MAX_LENGTH));
  });

  it('keeps Arabic and accented names', () => {
    expect(sanitiseFileName('بطاقة هوية.pdf')).toBe('بطاقة هوية.pdf');
    expect(sanitiseFileName('Relevé d’identité.pdf')).toBe('Relevé d’identité.pdf');
  });
});

describe('acceptedContentType', () => {
  it('accepts the allowed types, parameters ignored, per kind', () => {
    expect(acceptedContentType('application/pdf', undefined)).toBe('application/pdf');
    expect(acceptedContentType('audio/ogg; codecs=opus', 'recording')).toBe('audio/ogg');
    expect(acceptedContentType('audio/mpeg', 'id_document')).toBeNull();
    expect(acceptedContentType('application/pdf', 'recording')).toBeNull();
    expect(acceptedContentType('image/png', 'other')).toBe('image/png');
  });

  it('takes a detected WebM as an audio recording', () => {
    expect(acceptedContentType('video/webm', 'recording')).toBe('audio/webm');
    expect(acceptedContentType('audio/webm', 'recording')).toBe('audio/webm');
    expect(acceptedContentType('video/webm', 'id_document')).toBeNull();
  });

  it('refuses what was not detected or is not allowed', () => {
    expect(acceptedContentType(undefined, undefined)).toBeNull();
    expect(acceptedContentType('text/html', undefined)).toBeNull();
    expect(acceptedContentType('application/zip', 'other')).toBeNull();
  });
});
