import type {
  ConnectionInviteView,
  NetworkPersonView,
  PublicRecommendationView,
  RecommendationView,
  SuggestionView,
} from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import { fileUrl } from '../files/files.service';
import type { InviteRow, PersonRow, SuggestionRow } from './network.repository';
import type { RecommendationJoined } from './recommendations.repository';

export const toPerson = (p: PersonRow): NetworkPersonView => ({
  id: Number(p.id),
  slug: p.slug,
  first_name: p.first_name,
  last_name: p.last_name,
  occupation: p.occupation,
  specialty: p.specialty,
  city: p.city,
  state: p.state,
  profile_image: p.profile_image,
  has_profile: Boolean(p.has_profile),
});

export const toInvite = (row: InviteRow, me: number, other: PersonRow): ConnectionInviteView => ({
  id: row.id,
  direction: row.receiver_id === me ? 'received' : 'sent',
  status: row.status,
  message: row.message,
  user: toPerson(other),
  created_at: row.created_at.toISOString(),
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why someone is suggested, strongest reason first. */
export function suggestionReasons(s: SuggestionRow): string[] {
  const reasons: string[] = [];
  if (s.mutual > 0) reasons.push(`${plural(s.mutual, 'connection', 'connections')} in common`);
  if (s.shared_orgs > 0 && s.org_name)
    reasons.push(
      s.shared_orgs > 1
        ? `Also at ${s.org_name} and ${plural(s.shared_orgs - 1, 'other organization', 'other organizations')}`
        : `Also at ${s.org_name}`,
    );
  if (s.same_specialty && s.same_place && s.specialty && s.city) reasons.push(`${s.specialty} in ${s.city}`);
  else if (s.same_specialty && s.specialty) reasons.push(`Also ${s.specialty}`);
  else if (s.same_place && s.city) reasons.push(`Also in ${s.city}${s.state ? `, ${s.state}` : ''}`);
  if (!reasons.length) reasons.push('New to HCTL');
  return reasons;
}

export const toSuggestion = (s: SuggestionRow): SuggestionView => ({
  user: toPerson(s),
  score: Number(s.score),
  mutual_connections: Number(s.mutual),
  reasons: suggestionReasons({ ...s, mutual: Number(s.mutual), shared_orgs: Number(s.shared_orgs) }),
});

const video = (j: RecommendationJoined) =>
  j.rec.recommended_video_file_id && j.video_mime
    ? {
        id: j.rec.recommended_video_file_id,
        url: fileUrl(j.rec.recommended_video_file_id),
        mime: j.video_mime,
      }
    : null;

export const toRecommendation = (j: RecommendationJoined): RecommendationView => ({
  uid: j.rec.uid,
  status: j.rec.status,
  user: toPerson(j.user),
  author: toPerson(j.author),
  request_message: j.rec.request_message,
  relationship: j.rec.relationship,
  recommended_text: j.rec.recommended_text,
  recommended_video: video(j),
  is_linked: j.rec.is_linked,
  posted_at: iso(j.rec.posted_at),
  created_at: j.rec.created_at.toISOString(),
});

export const toPublicRecommendation = (j: RecommendationJoined): PublicRecommendationView => ({
  uid: j.rec.uid,
  author: toPerson(j.author),
  relationship: j.rec.relationship,
  recommended_text: j.rec.recommended_text,
  recommended_video: video(j),
  posted_at: iso(j.rec.posted_at),
});
