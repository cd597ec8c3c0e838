// Where every namespace of every locale is, for the i18n backend (lib/i18n.ts). A module of its own, loaded
// on demand: its table of ~60 chunks is not part of the sign-in page's first load.
type Messages = Record<string, unknown>;

const LOADER_PATH = /^\.\.\/locales\/(en|fr|ar)\/(.+)\.json$/;

export const textLoaders = import.meta.glob<Messages>('../locales/*/**/*.json', { import: 'default' });

/** Every namespace, by name ('auth', 'entities/ventes'). */
export const ALL_NAMESPACES = [
  ...new Set(Object.keys(textLoaders).flatMap((path) => LOADER_PATH.exec(path)?.[2] ?? [])),
];
