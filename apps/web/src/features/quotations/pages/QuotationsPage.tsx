import { useParams } from 'react-router';
import { OrgArea } from '../../../components/OrgArea';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAuth } from '../../../lib/auth-store';
import { QuotationInbox } from '../components/QuotationInbox';

/**
 * `/quotation/{slug}` (spec §2): the signed-in person's quotations when `slug` is theirs, else the
 * quotations of organization `slug` for members whose role has the `services` permission.
 */
export default function QuotationsPage() {
  const { slug = '' } = useParams();
  const auth = useAuth();
  usePageTitle('Quotations');
  if (!auth.user) return null;
  if (slug === auth.user.slug)
    return (
      <QuotationInbox
        side={{ type: 'individual', orgId: 0, slug, key: `user:${auth.user.id}` }}
        title="Your quotations"
      />
    );
  return (
    <OrgArea slug={slug} permission="services">
      {(org) => (
        <QuotationInbox
          side={{ type: 'organization', orgId: org.id, slug, key: `org:${org.id}` }}
          title={`Quotations · ${org.company_name}`}
        />
      )}
    </OrgArea>
  );
}
