import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@tabula/shared/test';
import { NOTE_MAX_LENGTH, NoteField } from './NoteField';

function Note({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <NoteField label="Leave a note for the server" value={value} onChange={(event) => setValue(event.currentTarget.value)} />;
}

describe("the order's note", () => {
  it('counts its characters against the limit', async () => {
    const { user } = renderWithProviders(<Note />);
    const note = screen.getByRole('textbox', { name: 'Leave a note for the server' });
    expect(note).toHaveAccessibleDescription('0 of 500 characters');
    await user.type(note, 'No onions');
    expect(note).toHaveAccessibleDescription('9 of 500 characters');
  });

  it('takes no more than the limit and says so when it is reached', () => {
    renderWithProviders(<Note />);
    const note = screen.getByRole('textbox', { name: 'Leave a note for the server' });
    expect(note).toHaveAttribute('maxlength', String(NOTE_MAX_LENGTH));
    fireEvent.change(note, { target: { value: 'x'.repeat(NOTE_MAX_LENGTH) } });
    expect(screen.getByRole('status')).toHaveTextContent('500 characters: a note holds no more');
  });
});
