import { INDIVIDUAL_VISIBILITY_FIELDS } from '@hctl/contracts/constants';
import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../../components/QueryState';
import { TitledCard } from '../../../components/TitledCard';
import { VisibilitySwitches } from '../../../components/VisibilitySwitches';
import { sharedKeys } from '../../../lib/api/keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { accountsKeys } from '../api/keys';
import { saveVisibility } from '../api/save-visibility';
import { visibilityQuery } from '../api/visibility';

const LABELS: Record<string, string> = {
  email: 'E-mail address',
  about: 'About',
  phone: 'Phone number',
  address: 'Street address',
  reviews: 'Reviews',
  occupation: 'Headline',
  educations: 'Education',
  licenses: 'Licenses',
  awards: 'Awards',
  certificates: 'Certificates',
  work_experiences: 'Work experience',
  publications: 'Publications',
  skills: 'Skills',
};

/** The 13 individual visibility fields of spec §9: what others see on the public profile. */
export function VisibilitySettings() {
  const qc = useQueryClient();
  const query = useQuery(visibilityQuery());
  const save = useApiMutation({
    mutationFn: saveVisibility,
    invalidate: [sharedKeys.publicProfile],
    onSuccess: (res) => qc.setQueryData(accountsKeys.visibility, res.data),
  });
  return (
    <TitledCard title="Who sees what" titleGap="xs">
      <Text size="sm" c="dimmed" mb="md">
        Switched off, a field is hidden from visitors, other members and organizations. You always see
        everything. Your city and state are always shown; your street address only when you switch it on.
      </Text>
      <QueryState query={query}>
        {(saved) => (
          <VisibilitySwitches
            fields={INDIVIDUAL_VISIBILITY_FIELDS}
            label={(f) => LABELS[f]}
            saved={saved}
            cols={{ base: 1, sm: 2 }}
            saving={save.isPending}
            onSave={save.mutate}
          />
        )}
      </QueryState>
    </TitledCard>
  );
}
