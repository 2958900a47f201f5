import { Navigate, useLocation, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth-store';

/**
 * /groups/view/{groupSlug}?post_uid=|comment_uid=|tab=: the links notifications and e-mails carry
 * (the same for every recipient). A signed-in person lands on the group in their own area, with
 * the query kept (the feed opens at the post or comment); anyone else on the public group page.
 */
export default function GroupLinkPage() {
  const { groupSlug = '' } = useParams();
  const { search } = useLocation();
  const auth = useAuth();
  if (auth.isAuthenticated && auth.role === 'individual' && auth.user?.slug)
    return <Navigate to={`/individual/${auth.user.slug}/groups/view/${groupSlug}${search}`} replace />;
  return <Navigate to={`/groups/${groupSlug}`} replace />;
}
