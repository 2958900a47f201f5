import { z } from 'zod';
import { numberedPage } from '../common/envelope';

/** A person as network cards show them. */
export const networkPersonView = z.object({
  id: z.number(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  occupation: z.string().nullable(),
  specialty: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  profile_image: z.string().nullable(),
  /** The profile page opens for others (published, account active): link the name only then. */
  has_profile: z.boolean(),
});
export type NetworkPersonView = z.infer<typeof networkPersonView>;

export const connectionView = z.object({ user: networkPersonView, connected_at: z.string() });
export type ConnectionView = z.infer<typeof connectionView>;

/** An invite as one side sees it: `user` is the other person. */
export const connectionInviteView = z.object({
  id: z.number(),
  direction: z.enum(['received', 'sent']),
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
  message: z.string().nullable(),
  user: networkPersonView,
  created_at: z.string(),
});
export type ConnectionInviteView = z.infer<typeof connectionInviteView>;

/** A page of a network list: page numbers and a total, plus a keyset cursor for the next page. */
const networkPage = <T extends z.ZodType>(item: T) =>
  numberedPage(item).extend({
    /** Pass as `cursor` for the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  });
export const connectionListView = networkPage(connectionView);
export type ConnectionListView = z.infer<typeof connectionListView>;
export const inviteListView = networkPage(connectionInviteView);
export type InviteListView = z.infer<typeof inviteListView>;

/** Someone the caller may know, with why ("3 connections in common", "Also at Riverside Clinic"). */
export const suggestionView = z.object({
  user: networkPersonView,
  score: z.number(),
  mutual_connections: z.number(),
  reasons: z.array(z.string()),
});
export type SuggestionView = z.infer<typeof suggestionView>;
export const suggestionListView = z.object({
  data: z.array(suggestionView),
  current_page: z.number(),
  per_page: z.number(),
  /** Suggestions are ranked from a bounded set: there is a next page while this page was full. */
  has_more: z.boolean(),
});
export type SuggestionListView = z.infer<typeof suggestionListView>;

/** What send-invite did: a new pending invite, or a connection (they had invited the caller). */
export const sendInviteResultView = z.object({
  status: z.enum(['invited', 'connected']),
  invite: connectionInviteView,
});
export type SendInviteResultView = z.infer<typeof sendInviteResultView>;

/** The state between the caller and one person (the profile's Connect button). */
export const connectionStateView = z.object({
  state: z.enum(['self', 'connected', 'invited', 'invited_you', 'none']),
  invite_id: z.number().nullable(),
});
export type ConnectionStateView = z.infer<typeof connectionStateView>;

export const recommendationVideoView = z.object({ id: z.number(), url: z.string(), mime: z.string() });
export type RecommendationVideoView = z.infer<typeof recommendationVideoView>;

export const recommendationView = z.object({
  uid: z.string(),
  status: z.enum(['requested', 'posted', 'declined']),
  /** The person recommended. */
  user: networkPersonView,
  /** Who was asked to write it (and wrote it once posted). */
  author: networkPersonView,
  request_message: z.string().nullable(),
  relationship: z.string().nullable(),
  recommended_text: z.string().nullable(),
  recommended_video: recommendationVideoView.nullable(),
  is_linked: z.boolean(),
  posted_at: z.string().nullable(),
  created_at: z.string(),
});
export type RecommendationView = z.infer<typeof recommendationView>;
export const recommendationListView = numberedPage(recommendationView);
export type RecommendationListView = z.infer<typeof recommendationListView>;

/** After asking: who was asked now, and who had been asked already (no second request). */
export const recommendationInvitationsView = z.object({
  requested: z.array(recommendationView),
  already_asked: z.array(z.number()),
});
export type RecommendationInvitationsView = z.infer<typeof recommendationInvitationsView>;

/** On the public profile: posted and shown ones. */
export const publicRecommendationView = z.object({
  uid: z.string(),
  author: networkPersonView,
  relationship: z.string().nullable(),
  recommended_text: z.string().nullable(),
  recommended_video: recommendationVideoView.nullable(),
  posted_at: z.string().nullable(),
});
export type PublicRecommendationView = z.infer<typeof publicRecommendationView>;
/** `user_id`: the profile's person, for the profile's Connect button (the public profile has no id). */
export const publicRecommendationListView = z.object({
  user_id: z.number(),
  data: z.array(publicRecommendationView),
});
export type PublicRecommendationListView = z.infer<typeof publicRecommendationListView>;
