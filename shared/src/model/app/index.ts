import { sample } from 'effector';
import { unregisterServiceWorkersFx } from '../browser';
import { historyPruned } from '../history';
import { readStoredStateFx } from '../persistence';
import { appStarted } from './started';

export { appStarted };

/** Start-up: stored ids and state are read back, service workers go, old history is pruned. */
sample({ clock: appStarted, target: readStoredStateFx });
sample({ clock: readStoredStateFx.done, target: unregisterServiceWorkersFx });
sample({ clock: readStoredStateFx.done, fn: () => Date.now(), target: historyPruned });
