/**
 * The outcomes most rows expect, one per actor in this order (the world's ACTORS):
 *   anon  unverif  A    B    owner member  memberNo  otherOwner  admin
 * `member` is memberWith, whose role in organization O holds every permission; `memberNo` holds none
 * of the ones the rows need. A rows file defines its own outcomes beside these when a route's rule
 * differs (same column order).
 */

/** Anyone, signed in or not. */
export const PUBLIC = 'ok ok ok ok ok ok ok ok ok';
/** Any signed-in user, about their own account (no one else's data is reachable). */
export const SIGNED_IN = '401 ok ok ok ok ok ok ok ok';
/** Individual A's own row: everyone else is told it does not exist. */
export const A_ONLY = '401 404 ok 404 404 404 404 404 404';
/** Individual accounts only (config.auth 'individual'): organization and super-admin accounts get 403. */
export const INDIVIDUAL = '401 ok ok ok 403 ok ok 403 403';
/** A_ONLY on an individual-only route: the other individuals are told it does not exist, other account types 403. */
export const A_ONLY_INDIVIDUAL = '401 404 ok 404 403 404 404 403 403';
/** Organization O, needing a permission: owner and the member whose role has it; the other member 403. */
export const ORG = '401 404 404 404 ok ok 403 404 404';
/** Organization O, owner only. */
export const OWNER = '401 404 404 404 ok 403 403 404 404';
/** Any member of O, whatever the role. */
export const MEMBER = '401 404 404 404 ok ok ok 404 404';
/** Super admin only (the matrix's super admin has no admin role: every permission). */
export const ADMIN = '401 403 403 403 403 403 403 403 ok';
