import { Button, type ButtonProps } from '@mantine/core';

/** The next page of a keyset list (useInfiniteQuery); shown only while there is one. */
export function LoadMore({
  query,
  children,
  ...props
}: ButtonProps & {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      loading={query.isFetchingNextPage}
      onClick={() => query.fetchNextPage()}
      {...props}
    >
      {children}
    </Button>
  );
}
