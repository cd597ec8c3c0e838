import { useTranslation } from 'react-i18next';

const LINK_GROUPS = [
  { id: 'company', links: ['about', 'terms', 'privacy'] },
  { id: 'support', links: ['help', 'contact'] },
] as const;

/** The links are placeholders until their pages exist (SPEC §2). */
export const Footer = () => {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 px-4 py-4 text-sm md:px-6 dark:border-slate-800">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-500 dark:text-slate-400">
          {t('layout:footer.copyright', { year, name: t('common:appName') })}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {LINK_GROUPS.map((group) => (
            <nav key={group.id} aria-label={t(`layout:footer.${group.id}`)}>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {group.links.map((id) => (
                  <li key={id}>
                    <a
                      // biome-ignore lint/a11y/useValidAnchor: SPEC §2 placeholder; becomes a route when the page exists.
                      href="#"
                      className="rounded text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:text-slate-100"
                    >
                      {t(`layout:footer.links.${id}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
    </footer>
  );
};
