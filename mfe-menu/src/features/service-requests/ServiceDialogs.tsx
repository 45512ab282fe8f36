import { lazy, Suspense } from 'react';
import { useUnit } from 'effector-react';
// Erased when compiled: the dialogs' code stays in the chunk that Dialogs' lazy import fetches.
import type { ServiceDialogsProps } from './Dialogs';
import { $serviceDialogsInUse } from './model';

const Dialogs = lazy(() => import('./Dialogs'));

/**
 * Call server's and Get bill's dialogs. Their code (the form library, the table select) is not part of the
 * menu's first screen, which a guest's phone downloads before anything shows: the model's $serviceDialogsInUse
 * says when the guest first opens one of them, and they stay mounted from then on, so that a dialog closes with its transition.
 */
export function ServiceDialogs(props: ServiceDialogsProps) {
  const inUse = useUnit($serviceDialogsInUse);
  return inUse ? (
    <Suspense fallback={null}>
      <Dialogs {...props} />
    </Suspense>
  ) : null;
}
