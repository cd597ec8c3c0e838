import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/**
 * Noto Sans (Latin) and Noto Sans Arabic, regular and bold, from `apps/server/assets/fonts` (OFL, committed:
 * a fresh clone renders offline). Registered once per process; fontkit shapes the Arabic (joined forms) and the
 * layout's bidi pass orders right-to-left runs.
 */
export const LATIN_FAMILY = 'NotoSans';
export const ARABIC_FAMILY = 'NotoSansArabic';

const fontFile = (name: string) => fileURLToPath(new URL(`../../../assets/fonts/${name}`, import.meta.url));

let registered = false;

export const registerDocumentFonts = (): void => {
  if (registered) return;
  registered = true;
  Font.register({
    family: LATIN_FAMILY,
    fonts: [
      { src: fontFile('NotoSans-Regular.ttf'), fontWeight: 'normal' },
      { src: fontFile('NotoSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  Font.register({
    family: ARABIC_FAMILY,
    fonts: [
      { src: fontFile('NotoSansArabic-Regular.ttf'), fontWeight: 'normal' },
      { src: fontFile('NotoSansArabic-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  // No hyphenation: the default hyphenates English words only, and would cut French and Arabic ones badly.
  Font.registerHyphenationCallback((word) => [word]);
};

/** The font list of a document: its script's font first, the other one for the characters it lacks. */
export const fontFamiliesFor = (rtl: boolean): string[] =>
  rtl ? [ARABIC_FAMILY, LATIN_FAMILY] : [LATIN_FAMILY, ARABIC_FAMILY];
