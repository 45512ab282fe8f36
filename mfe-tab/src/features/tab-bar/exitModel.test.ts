import { allSettled } from 'effector';
import { $tabId, ApiRequestError, tabExited, type Bill } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { $exitBalanceDue, exitTabAsked, exitTabDismissed, loadTabBillFx, payBillChosen } from './exitModel';

const billOwing = (cents: number): Pick<Bill, 'balance_due_cents' | 'currency'> => ({ balance_due_cents: cents, currency: 'EUR' });

function exitScope(answer: (tabUuid: string) => unknown) {
  const asked: string[] = [];
  const { went, handlers } = recordNavigation();
  const scope = createTestScope({
    values: [[$tabId, 'tab-1']],
    handlers: [...handlers, [loadTabBillFx, (tabUuid: string) => (asked.push(tabUuid), answer(tabUuid))]],
  });
  return { scope, asked, went };
}

describe("the exit dialog's model", () => {
  it("reads the tab's bill when the guest asks to exit, and keeps what the table still owes", async () => {
    const { scope, asked } = exitScope(() => billOwing(800));
    await allSettled(exitTabAsked, { scope });
    expect(asked).toEqual(['tab-1']);
    expect(scope.getState($exitBalanceDue)).toEqual({ cents: 800, currency: 'EUR' });
    await allSettled(exitTabDismissed, { scope });
    expect(scope.getState($exitBalanceDue)).toBeNull();
  });

  it('says nothing is owed when the bill is paid, or cannot be read', async () => {
    const paid = exitScope(() => billOwing(0));
    await allSettled(exitTabAsked, { scope: paid.scope });
    expect(paid.scope.getState($exitBalanceDue)).toBeNull();

    const failing = exitScope(() => Promise.reject(new ApiRequestError(500, { message: 'down' })));
    await allSettled(exitTabAsked, { scope: failing.scope });
    expect(failing.scope.getState($exitBalanceDue)).toBeNull();
  });

  it('forgets the balance once the tab is exited, and sends the guest to the bill on Pay the bill', async () => {
    const { scope, went } = exitScope(() => billOwing(800));
    await allSettled(exitTabAsked, { scope });
    await allSettled(payBillChosen, { scope });
    expect(went).toStrictEqual([{ to: '/bill' }]);
    await allSettled(tabExited, { scope });
    expect(scope.getState($exitBalanceDue)).toBeNull();
  });
});
