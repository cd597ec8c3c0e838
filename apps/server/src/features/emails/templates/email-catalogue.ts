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
  quality_rejected: {
    subject: 'Sale {sale} rejected by quality control – {brokerage}',
    intro: 'Quality control rejected the sale {sale} ({customer}).',
    reasons: 'Reasons: {reasons}',
    comment: 'Reviewer’s comment: {comment}',
    correction: 'The sale is back with you: correct it and quote it again.',
    lost: 'The sale is closed as lost.',
    action: 'Open the sale',
  },
  quality_call_back: {
    subject: 'Call back {customer} – sale {sale} – {brokerage}',
    intro: 'Quality control asks you to call back {customer} about the sale {sale} by {date}.',
    reasons: 'Reasons: {reasons}',
    comment: 'Reviewer’s comment: {comment}',
    note: 'What to do: {note}',
    action: 'Open the sale',
  },
  password_reset: {
    subject: 'Set your password – {brokerage}',
    intro:
      'Someone, probably you, asked to set or reset the password you use to sign in with your email address.',
    expiry: 'This link works once, for {minutes} minutes.',
    ignore: 'If you did not ask for it, ignore this email: your password does not change.',
    action: 'Set my password',
  },
  qualityReasons: {
    consent_missing: 'consent not given',
    recording_missing: 'recording missing or not announced',
    identity_not_confirmed: 'identity not confirmed',
    needs_not_read_back: 'needs not read back',
    price_not_stated: 'guarantees or price not stated',
    delay_not_respected: '24-hour delay not respected',
    signed_during_call: 'signed during the call',
    other: 'other',
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
  quality_rejected: {
    subject: 'Vente {sale} refusée par le contrôle qualité – {brokerage}',
    intro: 'Le contrôle qualité a refusé la vente {sale} ({customer}).',
    reasons: 'Motifs : {reasons}',
    comment: 'Commentaire du contrôleur : {comment}',
    correction: 'La vente vous revient : corrigez-la et refaites le devis.',
    lost: 'La vente est close comme perdue.',
    action: 'Ouvrir la vente',
  },
  quality_call_back: {
    subject: 'Rappeler {customer} – vente {sale} – {brokerage}',
    intro:
      'Le contrôle qualité vous demande de rappeler {customer} au sujet de la vente {sale} avant le {date}.',
    reasons: 'Motifs : {reasons}',
    comment: 'Commentaire du contrôleur : {comment}',
    note: 'À faire : {note}',
    action: 'Ouvrir la vente',
  },
  password_reset: {
    subject: 'Définissez votre mot de passe – {brokerage}',
    intro:
      'Quelqu’un, probablement vous, a demandé à définir ou réinitialiser le mot de passe de connexion par adresse e-mail.',
    expiry: 'Ce lien ne fonctionne qu’une fois, pendant {minutes} minutes.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.',
    action: 'Définir mon mot de passe',
  },
  qualityReasons: {
    consent_missing: 'consentement non recueilli',
    recording_missing: 'enregistrement absent ou non annoncé',
    identity_not_confirmed: 'identité non confirmée',
    needs_not_read_back: 'besoins non relus',
    price_not_stated: 'garanties ou prix non annoncés',
    delay_not_respected: 'délai de 24 h non respecté',
    signed_during_call: 'signature pendant l’appel',
    other: 'autre',
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
  quality_rejected: {
    subject: 'رفضت مراقبة الجودة البيع {sale} – {brokerage}',
    intro: 'رفضت مراقبة الجودة البيع {sale} ({customer}).',
    reasons: 'الأسباب: {reasons}',
    comment: 'تعليق المراجع: {comment}',
    correction: 'عاد البيع إليك: صحّحه وأعد التسعير.',
    lost: 'أُغلق البيع كبيع خاسر.',
    action: 'فتح البيع',
  },
  quality_call_back: {
    subject: 'معاودة الاتصال بـ {customer} – البيع {sale} – {brokerage}',
    intro: 'تطلب منك مراقبة الجودة معاودة الاتصال بـ {customer} بخصوص البيع {sale} قبل {date}.',
    reasons: 'الأسباب: {reasons}',
    comment: 'تعليق المراجع: {comment}',
    note: 'المطلوب: {note}',
    action: 'فتح البيع',
  },
  password_reset: {
    subject: 'تعيين كلمة المرور – {brokerage}',
    intro:
      'طلب شخص ما، على الأرجح أنت، تعيين أو إعادة تعيين كلمة المرور التي تسجّل بها الدخول بعنوان بريدك الإلكتروني.',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط، لمدة {minutes} دقيقة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: كلمة المرور لن تتغير.',
    action: 'تعيين كلمة المرور',
  },
  qualityReasons: {
    consent_missing: 'لم يتم الحصول على الموافقة',
    recording_missing: 'التسجيل مفقود أو لم يُعلن عنه',
    identity_not_confirmed: 'لم يتم التحقق من الهوية',
    needs_not_read_back: 'لم تتم إعادة قراءة الاحتياجات',
    price_not_stated: 'لم يتم توضيح الضمانات أو السعر',
    delay_not_respected: 'لم تُحترم مهلة 24 ساعة',
    signed_during_call: 'التوقيع أثناء المكالمة',
    other: 'أخرى',
  },
};

export const EMAIL_CATALOGUES: Record<Locale, EmailCatalogue> = { en, fr, ar };
