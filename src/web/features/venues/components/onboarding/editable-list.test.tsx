import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/web/i18n/i18n';
import { renderRoute } from '@/web/test-utils';
import { EditableList } from './editable-list';

const i18n = initI18n();
const t = i18n.getFixedT(null, 'venues', 'onboarding');

const ROWS = [
  { id: 1, name: 'Kuhinja' },
  { id: 2, name: 'Šank' },
];

function Harness({ onDelete }: { onDelete: (id: number, deleted: () => void) => void }) {
  return (
    <EditableList
      items={ROWS}
      detail={(row) => `#${row.id}`}
      editor={(row, close) => (
        <button type="button" onClick={close}>
          {`close ${row.name}`}
        </button>
      )}
      adder={(added) => <Adder added={added} />}
      removal={{ isPending: false, error: null, reset: vi.fn() }}
      onDelete={(row, deleted) => onDelete(row.id, deleted)}
    />
  );
}

/** Keeps what is typed in its own state, as the real add forms do: only a fresh mount empties it. */
function Adder({ added }: { added: () => void }) {
  const [name, setName] = useState('');
  return (
    <>
      <input aria-label="new name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={added}>
        add
      </button>
    </>
  );
}

describe('an onboarding list (docs/PRODUCT.md#onboarding)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('venues');
  });

  it('edits one row at a time in place, remounts the adder after an add, and deletes after a confirmation', async () => {
    const onDelete = vi.fn((_id: number, deleted: () => void) => deleted());
    const user = userEvent.setup();
    renderRoute('/', <Harness onDelete={onDelete} />, { at: '/' });

    expect(screen.getByText('#2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('edit', { name: 'Kuhinja' }) }));
    expect(screen.getByRole('button', { name: 'close Kuhinja' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close Šank' })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('edit', { name: 'Šank' }) }));
    expect(screen.queryByRole('button', { name: 'close Kuhinja' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'close Šank' }));
    expect(screen.getByRole('button', { name: t('edit', { name: 'Šank' }) })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'new name' }), 'Magacin');
    expect(screen.getByRole('textbox', { name: 'new name' })).toHaveValue('Magacin');
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByRole('textbox', { name: 'new name' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: t('delete', { name: 'Šank' }) }));
    const dialog = await screen.findByRole('dialog', { name: t('deleteTitle') });
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t('deleteConfirm') }));
    expect(onDelete).toHaveBeenCalledWith(2, expect.any(Function));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
