import type { QuotationKind } from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type PendingSend, usePendingSends } from '../../../lib/use-pending-sends';
import { sendQuotationMessage } from '../api/conversation';
import { quotationsKeys } from '../api/keys';

export type PendingQuotationMessage = PendingSend;

/** Sends of one quotation's conversation; the thread hides a pending message it already holds. */
export function useQuotationSends(quotationId: number, kind: QuotationKind) {
  const qc = useQueryClient();
  const sends = usePendingSends<PendingQuotationMessage, void>({
    deliver: async (m) => {
      await sendQuotationMessage({ kind, quotationId, message: m.message, clientId: m.clientId });
      await qc.invalidateQueries({ queryKey: quotationsKeys.thread(quotationId) });
    },
    delivered: () => void qc.invalidateQueries({ queryKey: quotationsKeys.all }),
  });
  return { ...sends, send: (message: string) => sends.send({ message }) };
}
