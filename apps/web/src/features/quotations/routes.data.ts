import type { PageRoute } from '../../lib/page-routes';

/**
 * Quotations (spec §2, issue 16):
 * - `/quotation/{slug}`: the inbox of a side. `slug` is the signed-in person's own slug (their
 *   quotations as buyer and provider) or an organization's slug (its quotations, for members whose
 *   role has the `services` permission). Sections requested / in process / draft / inactive / trashed.
 * - `/quotation-requests/{slug}?receiver_id&service_id&type&mode`: a new quote request (type service)
 *   or a quote sent on a service request (type service_request) to `receiver_id` about `service_id`,
 *   written as `slug` (a person with mode individual, an organization with mode organization).
 */
export const quotationsPages: PageRoute[] = [
  { path: '/quotation/:slug', page: 'QuotationsPage', auth: true },
  { path: '/quotation-requests/:slug', page: 'QuotationRequestPage', auth: true },
];
