import type { RouteDeclaration } from './contracts';
import { isFilled, isRecord } from './registryFile';

/** A well-formed declaration (a remote's src/routes.json, as its manifest publishes it), or undefined. */
export function parseDeclaration(value: unknown): RouteDeclaration | undefined {
  if (!isRecord(value) || !Array.isArray(value.pages)) return undefined;
  return {
    pages: value.pages.filter(
      (p): p is RouteDeclaration['pages'][number] =>
        isRecord(p) && isFilled(p.path) && p.path[0] === '/' && p.path !== '/' && isFilled(p.module) && typeof p.tabBar === 'boolean',
    ),
    widgets: (Array.isArray(value.widgets) ? value.widgets : []).filter(
      (w): w is RouteDeclaration['widgets'][number] => isRecord(w) && w.slot === 'tabBar' && isFilled(w.module),
    ),
  };
}
