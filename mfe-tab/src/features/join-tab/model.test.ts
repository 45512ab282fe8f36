import { allSettled } from 'effector';
import { $tabId, $tableNumber, ApiRequestError } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { $tabPassword } from '../tab-bar';
import {
  $joinTabErrorKey,
  $joinTabPending,
  $tabJoined,
  joinTabEdited,
  joinTabFx,
  joinTabLeft,
  joinTabOpened,
  joinTabSubmitted,
} from './model';

const request = { venueUuid: 'v-1', table: '5', password: '1234' };
const refused = (status: number) => () => Promise.reject(new ApiRequestError(status, { message: 'no' }));

describe('joining a tab', () => {
  it('starts the tab with its table and password, then goes on once', async () => {
    const tab = { tab_uuid: 't-1', tab_link: 'link', order_uuid: 'o-1', table_number: '5', tab_password: '1234' };
    const scope = createTestScope({ handlers: [[joinTabFx, () => tab]] });
    await allSettled(joinTabSubmitted, { scope, params: request });
    expect([scope.getState($tabId), scope.getState($tableNumber), scope.getState($tabPassword)]).toEqual(['t-1', '5', '1234']);
    expect(scope.getState($tabJoined)).toBe(true);
    expect(scope.getState($joinTabPending)).toBe(false);
    await allSettled(joinTabLeft, { scope });
    expect(scope.getState($tabJoined)).toBe(false);
  });

  it.each([
    [404, 'errors.tableOrPasswordMismatch'],
    [400, 'errors.missingFields'],
    [429, 'errors.tooManyAttempts'],
    [500, 'errors.generic'],
  ])('names a %i refusal and forgets it once the guest edits the form', async (status, key) => {
    const scope = createTestScope({ handlers: [[joinTabFx, refused(status)]] });
    await allSettled(joinTabSubmitted, { scope, params: request });
    expect(scope.getState($joinTabErrorKey)).toBe(key);
    expect(scope.getState($tabJoined)).toBe(false);
    expect(scope.getState($tabId)).toBeNull();
    await allSettled(joinTabEdited, { scope });
    expect(scope.getState($joinTabErrorKey)).toBeNull();
  });

  it('is pending while the API answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const scope = createTestScope({ handlers: [[joinTabFx, () => new Promise((resolve) => (answer = resolve))]] });
    const settled = allSettled(joinTabSubmitted, { scope, params: request });
    expect(scope.getState($joinTabPending)).toBe(true);
    answer({ tab_uuid: 't-2', tab_link: 'l', order_uuid: 'o', table_number: '5', tab_password: '1' });
    await settled;
    expect(scope.getState($joinTabPending)).toBe(false);
  });
});

describe('a joined guest', () => {
  const tab = { tab_uuid: 't-1', tab_link: 'link', order_uuid: 'o-1', table_number: '5', tab_password: '1234' };

  it('goes on to the menu in place of the form, once, while the form is shown', async () => {
    const { went, handlers: navigation } = recordNavigation();
    const scope = createTestScope({
      handlers: [[joinTabFx, () => tab], ...navigation],
    });
    await allSettled(joinTabOpened, { scope });
    await allSettled(joinTabSubmitted, { scope, params: request });
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
    expect(scope.getState($tabJoined)).toBe(false);
    const away = createTestScope({
      handlers: [[joinTabFx, () => tab], ...navigation],
    });
    await allSettled(joinTabSubmitted, { scope: away, params: request });
    expect(went).toHaveLength(1);
  });
});
