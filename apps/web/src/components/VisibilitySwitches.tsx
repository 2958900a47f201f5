import { Button, SimpleGrid, type SimpleGridProps, Stack, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A profile's "Show …" switches, one per field, saved together. Starts from `saved` and follows it
 * when it changes (after a save, the answer).
 */
export function VisibilitySwitches({
  fields,
  label,
  saved,
  cols,
  saving,
  onSave,
}: {
  fields: readonly string[];
  label: (field: string) => string;
  saved: Record<string, boolean>;
  cols: SimpleGridProps['cols'];
  saving?: boolean;
  onSave: (values: Record<string, boolean>) => void;
}) {
  const [values, setValues] = useState(saved);
  useEffect(() => setValues(saved), [saved]);
  return (
    <Stack>
      <SimpleGrid cols={cols}>
        {fields.map((f) => (
          <Switch
            key={f}
            label={`Show ${label(f)}`}
            checked={Boolean(values[f])}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setValues((v) => ({ ...v, [f]: on }));
            }}
          />
        ))}
      </SimpleGrid>
      <Button onClick={() => onSave(values)} loading={saving} w="fit-content">
        Save visibility
      </Button>
    </Stack>
  );
}
