import { lazy, Suspense, useState } from 'react';
// Erased when compiled: the dialogs' code stays in the chunk that Dialogs' lazy import fetches.
import type { ServiceDialogsProps } from './Dialogs';

const Dialogs = lazy(() => import('./Dialogs'));

/**
 * Call server's and Get bill's dialogs. Their code (the form library, the table select) is not part of the
 * menu's first screen, which a guest's phone downloads before anything shows: it is fetched when the guest
 * first opens one of them, and stays mounted from then on, so that a dialog closes with its transition.
 */
export function ServiceDialogs(props: ServiceDialogsProps) {
  const [opened, setOpened] = useState(false);
  // Remembered during render, as React recommends for state that follows a prop, so the dialog opens in this render.
  if (props.service.dialog !== null && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Dialogs {...props} />
    </Suspense>
  ) : null;
}
