import { createReviewBody, type ReviewListView, type ReviewRole } from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Select, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reviewsKeys, writeReview } from '../../lib/api/reviews';
import { formField } from '../../lib/form-field';
import { useApiMutation } from '../../lib/use-api-mutation';
import { FormActions } from '../FormActions';
import { RatingInput } from './RatingInput';

type Form = z.input<typeof createReviewBody>;

/** Write a review of a profile, as yourself or as one of the organizations you hire for. */
export function WriteReviewModal({
  opened,
  onClose,
  role,
  slug,
  name,
  as,
}: {
  opened: boolean;
  onClose: () => void;
  role: ReviewRole;
  slug: string;
  name: string;
  as: ReviewListView['viewer_can_review'];
}) {
  const form = useForm<Form>({
    resolver: zodResolver(createReviewBody),
    defaultValues: { rating: 0, review: '', organization_slug: as[0]?.organization_slug ?? undefined },
  });
  const field = formField(form);
  const save = useApiMutation({
    mutationFn: writeReview,
    form,
    invalidate: [reviewsKeys.all],
    onSuccess: () => {
      form.reset();
      onClose();
    },
  });
  const options = as.map((a) => ({ value: a.organization_slug ?? '', label: a.name }));
  return (
    <Modal opened={opened} onClose={onClose} title={`Review ${name}`} centered>
      <form
        onSubmit={form.handleSubmit((v) =>
          save.run({
            role,
            slug,
            rating: Number(v.rating),
            review: v.review,
            organization_slug: v.organization_slug || undefined,
          }),
        )}
        noValidate
      >
        <Stack>
          {as.length > 1 && (
            <Controller
              control={form.control}
              name="organization_slug"
              render={({ field }) => (
                <Select
                  label="Review as"
                  data={options}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v || undefined)}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="rating"
            render={({ field, fieldState }) => (
              <RatingInput
                labelId="review-rating-label"
                value={Number(field.value) || 0}
                onChange={field.onChange}
                error={fieldState.error?.message}
                testId="review-rating"
              />
            )}
          />
          <Textarea label="Your review" autosize minRows={4} maxLength={2000} {...field('review')} />
          <FormActions onCancel={onClose} submitLabel="Post review" loading={form.formState.isSubmitting} />
        </Stack>
      </form>
    </Modal>
  );
}
