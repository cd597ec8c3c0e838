const REGION_ATTRIBUTE = 'data-live-announcer';

// One polite region that lives outside React: a live region is only reliably read when it already exists
// before its content changes, and callers outside components (the theme store) need to announce too.
const region = (): HTMLElement => {
  const existing = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.setAttribute(REGION_ATTRIBUTE, '');
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-atomic', 'true');
  element.className = 'sr-only';
  document.body.append(element);
  return element;
};

export interface AnnounceOptions {
  /** How long the message stays in the region before it is removed. */
  durationMs: number;
  lang?: string;
}

/** Reads a message to screen readers, then removes it after `durationMs`. */
export const announce = (message: string, { durationMs, lang }: AnnounceOptions): void => {
  const node = document.createElement('p');
  node.textContent = message;
  if (lang) node.lang = lang;
  region().append(node);
  setTimeout(() => node.remove(), durationMs);
};
