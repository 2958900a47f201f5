/**
 * What the person had typed when their session ended. Spec §8 sends an expired session to /login
 * (a full page load), which used to throw away a half-written message, post or cover letter. Before
 * leaving, the page's own text fields are kept in this tab's sessionStorage with the signed-in
 * person's id; `restore-typed-text.ts` puts them back once the same person is back on the same
 * page. Kept small: this module is in the first load, the restoring one is loaded only when needed.
 */
export const TYPED_TEXT_KEY = 'hctl:typed-text';

export interface TypedText {
  userId: number;
  path: string;
  at: number;
  fields: { key: string; value: string }[];
}

/** The text fields worth keeping: what a person writes in the page's main area, never secrets. */
export function textFields(root: ParentNode = document): (HTMLInputElement | HTMLTextAreaElement)[] {
  const main = root.querySelector('main') ?? root;
  return Array.from(
    main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'textarea, input:not([type]), input[type="text"], input[type="url"]',
    ),
  ).filter(
    // A select's or a tag picker's input holds a search, not the choice: its choice is not text.
    (el) =>
      !el.disabled &&
      !el.readOnly &&
      el.getAttribute('role') !== 'combobox' &&
      !el.hasAttribute('aria-haspopup'),
  );
}

/**
 * A field's name that survives a page load: its form name, else its label or placeholder (the
 * generated ids of Mantine and React differ between loads), numbered when several share it.
 */
export function fieldKeys(fields: (HTMLInputElement | HTMLTextAreaElement)[]) {
  const seen = new Map<string, number>();
  return fields.map((el) => {
    const base =
      el.name ||
      el.labels?.[0]?.textContent?.trim() ||
      el.getAttribute('aria-label') ||
      el.placeholder ||
      el.tagName.toLowerCase();
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `${base}#${n}`;
  });
}

/** Keeps the page's typed text for `userId` (nothing when nothing was typed). */
export function keepTypedText(userId: number | undefined) {
  if (!userId) return;
  try {
    const fields = textFields();
    const keys = fieldKeys(fields);
    const kept = fields.map((el, i) => ({ key: keys[i], value: el.value })).filter((f) => f.value.trim());
    if (!kept.length) return;
    const entry: TypedText = {
      userId,
      path: location.pathname + location.search,
      at: Date.now(),
      fields: kept,
    };
    sessionStorage.setItem(TYPED_TEXT_KEY, JSON.stringify(entry));
    // Signed out from another tab, this one goes to sign-in without a page load: it waits here too.
    void import('./restore-typed-text').then((m) => m.restoreTypedText());
  } catch {
    /* storage full or blocked: the page is left as before */
  }
}
