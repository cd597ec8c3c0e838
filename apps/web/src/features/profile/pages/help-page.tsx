import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';

/** The help topics in reading order; each is `help:topics.<id>` with a title, an intro and its steps. */
export const HELP_TOPICS = [
  'signIn',
  'sale',
  'qualityControl',
  'signatures',
  'contracts',
  'support',
] as const;

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * /help (issue 12, the avatar menu's "Help"): how to use the product, in the user's language: signing in,
 * running a sale, quality control, signatures, contracts, and where to get support. A table of contents leads
 * to each topic.
 */
export const HelpPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <PageHeader title={t('help:title')} description={t('help:description')} />
      <nav
        aria-label={t('help:contents')}
        className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('help:contents')}
        </h2>
        <ol className="grid list-decimal gap-1 ps-5 text-sm">
          {HELP_TOPICS.map((topic) => (
            <li key={topic}>
              <a
                href={`#help-${topic}`}
                className="text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
              >
                {t(`help:topics.${topic}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {HELP_TOPICS.map((topic) => (
        <div key={topic} id={`help-${topic}`} className="scroll-mt-20">
          <SectionCard id={`help-${topic}-title`} title={t(`help:topics.${topic}.title`)}>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
              {t(`help:topics.${topic}.intro`)}
            </p>
            <ol className="grid list-decimal gap-1.5 ps-5 text-sm text-slate-800 dark:text-slate-200">
              {asList(t(`help:topics.${topic}.steps`, { returnObjects: true })).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </SectionCard>
        </div>
      ))}
    </div>
  );
};
