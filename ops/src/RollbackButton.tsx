import { Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { RemoteOverview } from '@tabula/shared';
import type { OpsModel } from './model';
import { texts } from './texts';

/** Restores a remote's previous default in one step; shown only while there is one to go back to. */
export function RollbackButton({ model, remote, busy }: { model: OpsModel; remote: RemoteOverview; busy: boolean }) {
  const rollback = useUnit(model.rollbackClicked);
  const previous = remote.previous_default;
  if (!previous || previous === remote.default) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      color="red.9"
      disabled={busy}
      aria-label={texts.rollbackLabel(remote.name, previous)}
      onClick={() => rollback({ remote: remote.name, version: previous })}
    >
      {texts.rollback(previous)}
    </Button>
  );
}
