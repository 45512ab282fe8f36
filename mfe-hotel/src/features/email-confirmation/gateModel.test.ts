import { allSettled } from 'effector';
import { $venue } from '@tabula/shared';
import { createTestScope, makeVenue, recordNavigation } from '@tabula/shared/test';
import { $hotelEmail } from '../guest-login';
import { confirmationLeft, confirmationOpened } from './gateModel';

function confirmation(email: string | null, venue = makeVenue()) {
  const { went, handlers } = recordNavigation();
  const scope = createTestScope({
    values: [
      [$hotelEmail, email],
      [$venue, venue],
    ],
    handlers,
  });
  return { scope, went };
}

describe('the e-mail confirmation screen', () => {
  it('keeps the guest a link was sent to', async () => {
    const { scope, went } = confirmation('guest@example.com');
    await allSettled(confirmationOpened, { scope });
    expect(went).toHaveLength(0);
  });

  it('sends a guest no link was sent to the login', async () => {
    const { scope, went } = confirmation(null);
    await allSettled(confirmationOpened, { scope });
    expect(went).toStrictEqual([{ to: '/login', replace: true }]);
  });

  it('sends the guest of a read-only menu to the menu, also when the venue says so after the screen opened', async () => {
    const { scope, went } = confirmation('guest@example.com');
    await allSettled(confirmationOpened, { scope });
    await allSettled($venue, { scope, params: makeVenue({ read_only_menu: true }) });
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
  });

  it('leaves a guest who has gone on alone', async () => {
    const { scope, went } = confirmation('guest@example.com');
    await allSettled(confirmationOpened, { scope });
    await allSettled(confirmationLeft, { scope });
    await allSettled($hotelEmail, { scope, params: null });
    expect(went).toHaveLength(0);
  });
});
