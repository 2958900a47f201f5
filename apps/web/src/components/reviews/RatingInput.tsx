import { Rating, Text } from '@mantine/core';

/** A 1-to-5 star rating with its visible "Rating" label (`labelId` ties them) and its error. */
export function RatingInput({
  labelId,
  value,
  onChange,
  error,
  testId,
}: {
  labelId: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  testId?: string;
}) {
  return (
    <div>
      <Text size="sm" fw={500} id={labelId}>
        Rating
      </Text>
      <Rating
        value={value}
        onChange={onChange}
        size="lg"
        aria-labelledby={labelId}
        getSymbolLabel={(i) => `${i} out of 5`}
        data-testid={testId}
      />
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
