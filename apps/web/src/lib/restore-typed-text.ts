import { authStore } from './auth-store';
import { toastSuccess } from './notify';
import { fieldKeys, TYPED_TEXT_KEY, type TypedText, textFields } from './typed-text';

/** Text kept longer than this is not offered back (it was written for a page as it was then). */
const KEEP_MS = 60 * 60 * 1000;
/** The page is taken as drawn (its data loaded, its forms reset) after this long without changes. */
const SETTLED_MS = 700;
/** How long after arriving on the page its fields are waited for. */
const GIVE_UP_MS = 15_000;

function read(): TypedText | null {
  try {
    const raw = sessionStorage.getItem(TYPED_TEXT_KEY);
    const entry = raw ? (JSON.parse(raw) as TypedText) : null;
    if (entry && Date.now() - entry.at < KEEP_MS) return entry;
  } catch {
    /* unreadable: dropped below */
  }
  sessionStorage.removeItem(TYPED_TEXT_KEY);
  return null;
}

/** Sets a field's value the way typing does, so React and react-hook-form see the change. */
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts the kept fields back; true once any was found on the page. */
function fill(entry: TypedText) {
  const fields = textFields();
  const keys = fieldKeys(fields);
  let found = 0;
  for (const { key, value } of entry.fields) {
    const el = fields[keys.indexOf(key)];
    if (!el) continue;
    found++;
    if (el.value !== value) type(el, value);
  }
  return found > 0;
}

/**
 * Loaded at start when a kept entry exists: waits until the same person is signed in and on the
 * same page, lets the page settle (an edit form resets to its saved data first), then fills the
 * fields back and says so. A different person signing in in this tab drops the entry unread.
 */
export function restoreTypedText() {
  const entry = read();
  if (!entry) return;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let arrived = 0;
  const stop = () => {
    observer.disconnect();
    clearTimeout(settle);
    sessionStorage.removeItem(TYPED_TEXT_KEY);
  };
  const check = () => {
    const user = authStore.get().user;
    if (!user) return;
    if (user.id !== entry.userId) return stop();
    if (location.pathname + location.search !== entry.path) return;
    arrived ||= Date.now();
    if (Date.now() - arrived > GIVE_UP_MS) return stop();
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (location.pathname + location.search !== entry.path) return;
      if (fill(entry)) {
        stop();
        toastSuccess('We kept what you had typed before your session ended.');
      }
    }, SETTLED_MS);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  check();
}
