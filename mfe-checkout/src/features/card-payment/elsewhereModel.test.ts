import { allSettled } from 'effector';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { roomLoginChosen } from './elsewhereModel';

/** A scope where navigation is recorded. */
function recorded() {
  const { went, wentBack, handlers } = recordNavigation();
  return { scope: createTestScope({ handlers }), went, wentBack };
}

describe('paying some other way than by card', () => {
  it('takes a table guest who would charge their room to the hotel login, with the table', async () => {
    const atTable = recorded();
    await allSettled(roomLoginChosen, { scope: atTable.scope, params: '4' });
    expect(atTable.went).toStrictEqual([{ to: '/login?table_number=4' }]);
    const noTable = recorded();
    await allSettled(roomLoginChosen, { scope: noTable.scope, params: null });
    expect(noTable.went).toStrictEqual([{ to: '/login?table_number=' }]);
  });
});
