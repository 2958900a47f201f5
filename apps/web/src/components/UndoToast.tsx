import { Button, Group, Text } from '@mantine/core';
import { hideToast, toastWithAction } from '../lib/notify';

let seq = 0;

/**
 * The server's success message with an Undo button (Gmail's "Conversation moved to Trash. Undo"),
 * for a step that can be taken back: `undo` runs once, and the toast closes.
 */
export function toastUndo(message: string, undo: () => void) {
  seq += 1;
  const id = `undo-${seq}`;
  toastWithAction(
    id,
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => {
          hideToast(id);
          undo();
        }}
      >
        Undo
      </Button>
    </Group>,
  );
}
