/**
 * Runs `task` in a task of its own, after what is already queued. The page's preloads and the shell's
 * start-up steps share this one queue, so the preloads queued first go first (preloadRemoteFiles.ts).
 */
export function inOwnTask(task: () => void): void {
  setTimeout(task, 0);
}

/** Resolves in a task of its own: a start-up step awaits it to yield the main thread first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inOwnTask(resolve));
