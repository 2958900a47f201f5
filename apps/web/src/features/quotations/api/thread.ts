import type { QuotationKind, QuotationThreadView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { quotationsKeys } from './keys';

/** GET quotations/messages/{id}/{kind}: the quotation, its conversation with offers inline, calls and history. */
export const threadQuery = (id: number, kind: QuotationKind) =>
  queryOptions({
    queryKey: quotationsKeys.thread(id),
    queryFn: async () => (await get<QuotationThreadView>(`/quotations/messages/${id}/${kind}`)).data,
  });
