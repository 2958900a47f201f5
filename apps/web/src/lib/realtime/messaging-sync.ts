import type { RealtimeEnvelope, RealtimeEventData } from '@hctl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { addMessage, type InboxKey, markMessageDeleted, messagingKeys } from './messaging-cache';
import { useChannel } from './use-channel';

/** Mounted syncs per channel, in mount order: only the first applies events (the header's and a page's may overlap). */
const mounted = new Map<string, string[]>();

/**
 * Keeps one inbox's caches in step with its realtime channel (private-chat.{me} or
 * private-org-chat.{org}). Mounted once per tab by the header badge, so the lists, the open
 * conversation and the unread count stay live on every signed-in page. An open conversation gets
 * the message appended in place; lists and counts are refetched (one small request for the lists
 * actually on screen — inactive ones are only marked stale), which also moves the conversation to
 * the top with its new preview and unread count exactly as the server computes them.
 */
export function useMessagingSync(channel: string | null, inbox: InboxKey) {
  const qc = useQueryClient();
  const id = useId();
  useEffect(() => {
    if (!channel) return;
    mounted.set(channel, [...(mounted.get(channel) ?? []), id]);
    return () => {
      const rest = (mounted.get(channel) ?? []).filter((x) => x !== id);
      if (rest.length) mounted.set(channel, rest);
      else mounted.delete(channel);
    };
  }, [channel, id]);
  const applies = () => channel !== null && mounted.get(channel)?.[0] === id;
  const refreshLists = () => {
    void qc.invalidateQueries({ queryKey: messagingKeys.lists(inbox) });
    void qc.invalidateQueries({ queryKey: messagingKeys.unread(inbox) });
    void qc.invalidateQueries({ queryKey: messagingKeys.folders(inbox) });
  };
  useChannel(
    channel,
    (e: RealtimeEnvelope) => {
      if (!applies()) return;
      switch (e.event) {
        case 'message.created': {
          const { message } = e.data as RealtimeEventData<'message.created'>;
          addMessage(qc, inbox, message);
          refreshLists();
          break;
        }
        case 'message.deleted': {
          const d = e.data as RealtimeEventData<'message.deleted'>;
          markMessageDeleted(qc, inbox, d.conversation_id, d.message_id);
          refreshLists();
          break;
        }
        case 'conversation.read':
          refreshLists();
          break;
        case 'conversation.updated': {
          const d = e.data as RealtimeEventData<'conversation.updated'>;
          if (d.state === 'deleted')
            qc.removeQueries({ queryKey: messagingKeys.messages(inbox, d.conversation_id) });
          refreshLists();
          void qc.invalidateQueries({ queryKey: messagingKeys.drafts(inbox) });
          break;
        }
      }
    },
    // The server could not replay what this tab missed: everything of this inbox is reloaded.
    () => applies() && void qc.invalidateQueries({ queryKey: messagingKeys.inbox(inbox) }),
  );
}
