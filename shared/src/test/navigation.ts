import { goBackFx, navigateFx, type Navigation } from '../model/navigation';
import type { TestScopeOptions } from './scope';

/**
 * Records where models send the guest in a test scope: spread `handlers` into createTestScope's, then
 * read `went` (each navigation) and `wentBack` (each Back, with its fallback).
 */
export function recordNavigation() {
  const went: Navigation[] = [];
  const wentBack: Array<string | void> = [];
  const handlers: NonNullable<TestScopeOptions['handlers']> = [
    [navigateFx, (to: Navigation) => void went.push(to)],
    [goBackFx, (fallback: string | void) => void wentBack.push(fallback)],
  ];
  return { went, wentBack, handlers };
}
