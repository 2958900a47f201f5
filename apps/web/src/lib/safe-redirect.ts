/**
 * Where to go back to after signing in: a path on this site only. `?redirect=` comes from the URL,
 * so anything that could leave the site is refused (no open redirect): absolute or scheme URLs,
 * protocol-relative `//host`, backslashes (browsers read `/\host` as `//host`), control characters,
 * and the auth pages themselves (no loop back to the sign-in form).
 */
export function safeRedirect(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (
    /^\/(login|register|authenticate|email-verification|recover-password|password_reset)(\/|$)/.test(
      url.pathname,
    )
  )
    return null;
  return url.pathname + url.search + url.hash;
}

/** Pages that send their visitors back after sign-in: the public job, service and group pages. */
const RETURNS_AFTER_SIGN_IN =
  /^\/(organization\/jobs\/[^/]+\/details\/[^/]+|services\/[^/]+|groups\/[^/]+)\/?$/;

/** The sign-in link from `location`: with `?redirect=` back to it on pages that ask for it. */
export const signInLink = (location: { pathname: string; search: string }) =>
  RETURNS_AFTER_SIGN_IN.test(location.pathname)
    ? `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`
    : '/login';

/**
 * The sign-in page that comes back here afterwards, from any page: a signed-in page opened while
 * signed out, or a session that ended mid-work (`expired`: the page says so).
 */
export const signInAndReturn = (location: { pathname: string; search: string }, expired = false) =>
  `/login?redirect=${encodeURIComponent(location.pathname + location.search)}${expired ? '&expired=1' : ''}`;
