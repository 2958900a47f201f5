import {
  objectionBody,
  type ReviewListQuery,
  type ReviewRole,
  type ReviewView,
  updateReviewBody,
} from '@hctl/contracts';
import {
  Button,
  Card,
  Container,
  Group,
  Modal,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FormActions } from '../../../components/FormActions';
import { ListPages } from '../../../components/ListPages';
import { OrgArea } from '../../../components/OrgArea';
import { PageTab } from '../../../components/PageTab';
import { QueryState } from '../../../components/QueryState';
import { RatingInput } from '../../../components/reviews/RatingInput';
import { RatingSummary } from '../../../components/reviews/RatingSummary';
import { ReviewItem } from '../../../components/reviews/ReviewItem';
import { usePageTitle } from '../../../components/usePageTitle';
import {
  deleteReview,
  flagReview,
  objectToReview,
  reviewListQuery,
  reviewsKeys,
  updateReview,
} from '../../../lib/api/reviews';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useListPage } from '../../../lib/use-list-page';
import { useTabParam } from '../../../lib/use-tab-param';

type Filter = ReviewListQuery['filter'];
const TABS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'objections', label: 'Objections' },
  { value: 'written', label: 'Written by you' },
];
const FILTERS = TABS.map((t) => t.value);
const ORDERS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'highest', label: 'Highest rating' },
  { value: 'lowest', label: 'Lowest rating' },
];
const RATINGS = [
  { value: '', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r} stars` })),
];

/** spec §2 `/{role}/{slug}/rating-reviews`: the reviews of one's profile (flag, object) and those one wrote (edit, delete). */
export function ReviewsPage({ role }: { role: ReviewRole }) {
  const { slug = '' } = useParams();
  usePageTitle('Rating reviews');
  const body = <ReviewsScreen role={role} slug={slug} />;
  return (
    <Container size="md" py="xl">
      {role === 'organization' ? <OrgArea slug={slug}>{() => body}</OrgArea> : body}
    </Container>
  );
}

function ReviewsScreen({ role, slug }: { role: ReviewRole; slug: string }) {
  const [filter, setFilter] = useTabParam(FILTERS, { omitFirst: true });
  const [rating, setRating] = useState('');
  const [order, setOrder] = useState<ReviewListQuery['order_by']>('newest');
  const { page, setPage, toFirstPage } = useListPage();
  const [objecting, setObjecting] = useState<ReviewView | null>(null);
  const [editing, setEditing] = useState<ReviewView | null>(null);
  const query = useQuery(
    reviewListQuery(role, slug, {
      filter,
      order_by: order,
      page,
      ...(rating ? { rating: Number(rating) } : {}),
    }),
  );
  const flag = useApiMutation({ mutationFn: flagReview, invalidate: [reviewsKeys.all] });
  const remove = useApiMutation({ mutationFn: deleteReview, invalidate: [reviewsKeys.all] });
  const at = { role, slug };

  return (
    <Stack>
      <Title order={1} size="h2">
        Rating reviews
      </Title>
      <Tabs value={filter} onChange={toFirstPage(setFilter)}>
        <Tabs.List>
          {TABS.map((t) => (
            <PageTab key={t.value} value={t.value}>
              {t.label}
            </PageTab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group>
        <Select
          label="Rating"
          data={RATINGS}
          value={rating}
          onChange={(v) => toFirstPage(setRating)(v ?? '')}
          w={160}
        />
        <Select
          label="Order"
          data={ORDERS}
          value={order}
          onChange={(v) => setOrder((v as ReviewListQuery['order_by']) ?? 'newest')}
          w={180}
        />
      </Group>
      <QueryState query={query}>
        {(d) => (
          <Stack>
            {filter !== 'written' && (
              <Card withBorder>
                <RatingSummary summary={d.summary} />
              </Card>
            )}
            {d.data.length === 0 && (
              <Text c="dimmed" data-testid="reviews-empty">
                {filter === 'written' ? 'You have not written any reviews yet.' : 'No reviews here yet.'}
              </Text>
            )}
            {d.data.map((r) =>
              filter === 'written' ? (
                <ReviewItem
                  key={r.id}
                  review={r}
                  party="target"
                  actions={
                    <Group gap="xs">
                      <Button size="xs" variant="light" onClick={() => setEditing(r)}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={remove.isPending}
                        onClick={() => {
                          if (window.confirm('Delete this review?')) remove.run({ ...at, id: r.id });
                        }}
                      >
                        Delete
                      </Button>
                    </Group>
                  }
                />
              ) : (
                <ReviewItem
                  key={r.id}
                  review={r}
                  actions={
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => flag.run({ ...at, id: r.id })}
                        aria-pressed={r.is_flagged}
                      >
                        {r.is_flagged ? 'Unflag' : 'Flag'}
                      </Button>
                      {!r.objection_status && (
                        <Button size="xs" variant="light" color="red" onClick={() => setObjecting(r)}>
                          Object
                        </Button>
                      )}
                    </Group>
                  }
                />
              ),
            )}
            <ListPages total={d.last_page} page={page} setPage={setPage} label="Review pages" />
          </Stack>
        )}
      </QueryState>
      <ObjectionModal review={objecting} onClose={() => setObjecting(null)} role={role} slug={slug} />
      <EditReviewModal review={editing} onClose={() => setEditing(null)} role={role} slug={slug} />
    </Stack>
  );
}

/** A dialog about one review (closed while `review` is null) on the `role`/`slug` side's reviews. */
interface ReviewDialogProps<R> {
  review: R;
  onClose: () => void;
  role: ReviewRole;
  slug: string;
}

/** A review's or an objection's text: both are up to 2,000 characters. */
function ReviewText({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
}) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={4}
      maxLength={2000}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

function ObjectionModal({ review, onClose, role, slug }: ReviewDialogProps<ReviewView | null>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation({
    mutationFn: objectToReview,
    invalidate: [reviewsKeys.all],
    onFieldErrors: (e) => setError(e.objection ?? null),
    onSuccess: () => {
      setText('');
      onClose();
    },
  });
  return (
    <Modal opened={review !== null} onClose={onClose} title="Object to this review" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = objectionBody.safeParse({ objection: text });
          if (!parsed.success) return setError(parsed.error.issues[0].message);
          setError(null);
          if (review) send.run({ role, slug, id: review.id, objection: parsed.data.objection });
        }}
      >
        <Stack>
          <Text size="sm">
            A moderator reads your objection. If they approve it, the review is no longer shown on your
            profile. You can object to a review once.
          </Text>
          <ReviewText label="Why should it be removed?" value={text} onChange={setText} error={error} />
          <FormActions
            onCancel={onClose}
            submitLabel="Send objection"
            color="red.8"
            loading={send.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function EditReviewModal({ review, onClose, role, slug }: ReviewDialogProps<ReviewView | null>) {
  return (
    <Modal opened={review !== null} onClose={onClose} title="Edit your review" centered>
      {review && <EditForm key={review.id} review={review} onClose={onClose} role={role} slug={slug} />}
    </Modal>
  );
}

function EditForm({ review, onClose, role, slug }: ReviewDialogProps<ReviewView>) {
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.review);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation({
    mutationFn: updateReview,
    invalidate: [reviewsKeys.all],
    onFieldErrors: (e) => setError(e.review ?? e.rating ?? null),
    onSuccess: onClose,
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = updateReviewBody.safeParse({ rating, review: text });
        if (!parsed.success) return setError(parsed.error.issues[0].message);
        setError(null);
        save.run({ role, slug, id: review.id, rating, review: text });
      }}
    >
      <Stack>
        <RatingInput labelId="edit-rating-label" value={rating} onChange={setRating} />
        <ReviewText label="Your review" value={text} onChange={setText} error={error} />
        <FormActions onCancel={onClose} submitLabel="Save" loading={save.isPending} />
      </Stack>
    </form>
  );
}
