import type { Locale } from '@brokerage/shared';

/**
 * The texts of the emails, per language. Plain text with `{placeholders}`: the renderer escapes both the text and
 * the values for HTML, so no entry holds markup. `fr` and `ar` are typed as `en`, and a test checks all three
 * have the same keys and placeholders.
 */
const en = {
  common: {
    greeting: 'Hello {name},',
    signOff: 'Kind regards,\nThe {brokerage} team',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    footer: 'This email was sent by {brokerage}. If you were not expecting it, you can ignore it.',
  },
  signature_request: {
    subject: 'Your documents to sign – {brokerage}',
    intro: 'Your insurance documents are ready to be signed electronically.',
    opensAt: 'You can read them now; signing opens on {date}.',
    opensNow: 'You can read and sign them now.',
    action: 'Read and sign',
  },
  documents_sent: {
    subject: 'Your pre-contract documents – {brokerage}',
    intro: 'Your pre-contract documents are available. Please read them carefully before you sign.',
    action: 'View the documents',
  },
  signature_completed: {
    subject: 'Thank you for signing – {brokerage}',
    intro: 'Thank you: your documents are signed. The signed documents are available at any time.',
    action: 'Get the signed documents',
  },
};

export type EmailCatalogue = typeof en;

const fr: EmailCatalogue = {
  common: {
    greeting: 'Bonjour {name},',
    signOff: "Bien cordialement,\nL'équipe {brokerage}",
    linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    footer:
      "Cet e-mail vous a été envoyé par {brokerage}. Si vous ne l'attendiez pas, vous pouvez l'ignorer.",
  },
  signature_request: {
    subject: 'Vos documents à signer – {brokerage}',
    intro: "Vos documents d'assurance sont prêts à être signés électroniquement.",
    opensAt: 'Vous pouvez les lire dès maintenant ; la signature ouvre le {date}.',
    opensNow: 'Vous pouvez les lire et les signer dès maintenant.',
    action: 'Lire et signer',
  },
  documents_sent: {
    subject: 'Vos documents précontractuels – {brokerage}',
    intro: 'Vos documents précontractuels sont disponibles. Lisez-les attentivement avant de signer.',
    action: 'Voir les documents',
  },
  signature_completed: {
    subject: 'Merci pour votre signature – {brokerage}',
    intro: 'Merci : vos documents sont signés. Les documents signés restent disponibles à tout moment.',
    action: 'Obtenir les documents signés',
  },
};

const ar: EmailCatalogue = {
  common: {
    greeting: 'مرحبًا {name}،',
    signOff: 'مع أطيب التحيات،\nفريق {brokerage}',
    linkFallback: 'إذا لم يعمل الزر، انسخ هذا العنوان في متصفحك:',
    footer: 'أرسلت {brokerage} هذه الرسالة. إذا لم تكن تتوقعها، يمكنك تجاهلها.',
  },
  signature_request: {
    subject: 'مستنداتك للتوقيع – {brokerage}',
    intro: 'مستندات التأمين الخاصة بك جاهزة للتوقيع الإلكتروني.',
    opensAt: 'يمكنك قراءتها الآن؛ يبدأ التوقيع في {date}.',
    opensNow: 'يمكنك قراءتها وتوقيعها الآن.',
    action: 'اقرأ ووقّع',
  },
  documents_sent: {
    subject: 'مستنداتك السابقة للعقد – {brokerage}',
    intro: 'مستنداتك السابقة للعقد متاحة. يُرجى قراءتها بعناية قبل التوقيع.',
    action: 'عرض المستندات',
  },
  signature_completed: {
    subject: 'شكرًا على توقيعك – {brokerage}',
    intro: 'شكرًا لك: تم توقيع مستنداتك. المستندات الموقعة متاحة في أي وقت.',
    action: 'الحصول على المستندات الموقعة',
  },
};

export const EMAIL_CATALOGUES: Record<Locale, EmailCatalogue> = { en, fr, ar };
