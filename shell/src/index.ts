import { removeFirstPaint } from './firstPaint';
import { preloadRemoteFiles } from './remotes/preloadRemoteFiles';
import { nextTask } from './tasks';

preloadRemoteFiles();

// Module Federation negotiates the shared singletons at this async boundary, before any of them
// runs. The large shared libraries are then evaluated one per task, so no start-up task blocks a tap
// for long on a slow phone (docs/decisions/build-subsets-and-startup.md).
const startUpSteps = [
  () => import('react-dom/client'),
  () => import('@mantine/hooks'),
  () => import('@mantine/core'),
  () => import('react-router-dom'),
  () => import('effector'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@tabula/shared'),
  () => import('./bootstrap'),
];

async function start() {
  for (const step of startUpSteps) {
    // Yielding first also keeps the federation runtime's set-up out of this script's own task.
    await nextTask();
    await step();
  }
}

// Without its own libraries the shell cannot render React, so the message is plain DOM (and
// English: the texts need i18next and @tabula/shared, either of which may be what failed).
function showStartFailure(error: unknown) {
  console.error('[tabula] the app could not start', error);
  // Otherwise the venue's first paint would lie over the message.
  removeFirstPaint();
  const root = document.getElementById('root');
  if (!root) return;
  root.setAttribute('role', 'alert');
  root.textContent = 'Tabula could not load. Check your connection and reload the page.';
}

start().catch(showStartFailure);
