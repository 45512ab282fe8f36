/**
 * Lets the promises in flight settle (an order read afresh before a checkout, say) until `condition`
 * holds, without waiting for any time to pass: a model test asserts on the call that follows.
 */
export async function settleUntil(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !condition(); turn += 1) await Promise.resolve();
  if (!condition()) throw new Error('settleUntil: the condition never held once the promises in flight had settled');
}
