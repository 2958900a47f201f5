import { ActionIcon } from '@mantine/core';

/** The pencil of a list row; `label` names the row for screen readers ("Edit Night shift"). */
export function EditIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
      ✎
    </ActionIcon>
  );
}

/** The red cross of a list row; `label` names the row for screen readers ("Delete Night shift"). */
export function DeleteIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      ✕
    </ActionIcon>
  );
}
