/**
 * A list of the onboarding wizard (stations, suppliers, a supplier's articles): its rows, one edited at a time in
 * place (docs/PRODUCT.md#onboarding), a form below that adds a row, and deleting after a confirmation
 * (docs/PRODUCT.md#onboarding).
 */
import { Stack } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { DeleteConfirm } from './delete-confirm';
import { ItemRow } from './item-row';

interface EditableListProps<Item extends { id: number; name: string }> {
  items: readonly Item[];
  /** A second line under a row's name. */
  detail?: (item: Item) => string | null;
  /** The form that edits a row; `close` ends the editing (after a save, or on cancel). */
  editor: (item: Item, close: () => void) => ReactNode;
  /** The form that adds a row (null: none, e.g. at a limit); `added` empties it by mounting it again. */
  adder: ((added: () => void) => ReactNode) | null;
  /** The delete request's state, shown in the confirmation. */
  removal: { isPending: boolean; error: unknown; reset: () => void };
  /** Deletes the row; `deleted` closes the confirmation once the server agreed. */
  onDelete: (item: Item, deleted: () => void) => void;
}

export function EditableList<Item extends { id: number; name: string }>({
  items,
  detail,
  editor,
  adder,
  removal,
  onDelete,
}: EditableListProps<Item>) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [addKey, setAddKey] = useState(0);
  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <ItemRow
            key={item.id}
            title={item.name}
            detail={detail?.(item)}
            editing={editing === item.id}
            onEdit={() => setEditing(item.id)}
            onDelete={() => {
              removal.reset();
              setDeleting(item);
            }}
            editor={editor(item, () => setEditing(null))}
          />
        ))}
      </Stack>
      {adder && <Fragment key={addKey}>{adder(() => setAddKey((key) => key + 1))}</Fragment>}
      <DeleteConfirm
        target={deleting?.name ?? null}
        pending={removal.isPending}
        error={removal.error}
        onConfirm={() => onDelete(deleting!, () => setDeleting(null))}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
