import { errorEnvelope } from '@hctl/contracts';

/**
 * The errors of a route whose service decides whether the caller may act on what the request
 * names (in its path or a `?slug=`): 403 when the account type or the organization role may not,
 * 404 when it is not theirs to see or not there at all (as `auth.org` routes answer outsiders).
 */
export const refused = { 403: errorEnvelope, 404: errorEnvelope };
