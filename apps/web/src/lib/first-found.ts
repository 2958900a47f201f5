import { ApiError } from './api-client';

/**
 * The first of `tries` that finds something: each is called in turn while the ones before answered
 * 404. When every one answers 404, the first one's error is thrown, as it names what the link asked
 * for; any other error is thrown as it comes. For links that may name one of several kinds.
 */
export async function firstFound<T>(tries: readonly (() => Promise<T>)[]): Promise<T> {
  let notFound: unknown = null;
  for (const attempt of tries) {
    try {
      return await attempt();
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 404)) throw e;
      notFound ??= e;
    }
  }
  throw notFound;
}
