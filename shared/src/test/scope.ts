import { fork, type Effect, type Scope, type StoreWritable } from 'effector';
import { reloadWithoutQueryFx, unregisterServiceWorkersFx } from '../model/browser';

export interface TestScopeOptions {
  // Like fork() itself, this takes effects and stores of any shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors fork()'s own handler and value types
  handlers?: Array<[Effect<any, any, any>, (...args: never[]) => unknown]>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  values?: Array<[StoreWritable<any>, unknown]>;
}

/**
 * A forked scope whose browser effects (reload, service workers) do nothing, plus the handlers a test
 * replaces. Later handlers win.
 */
export function createTestScope({ handlers = [], values = [] }: TestScopeOptions = {}): Scope {
  const quiet: NonNullable<TestScopeOptions['handlers']> = [
    [unregisterServiceWorkersFx, () => undefined],
    [reloadWithoutQueryFx, () => undefined],
  ];
  return fork({ values, handlers: new Map([...quiet, ...handlers]) });
}
