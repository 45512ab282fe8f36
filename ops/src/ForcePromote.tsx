import { Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { Notice, OpsModel } from './model';
import { texts } from './texts';

/** Offered with a refused promote only: forcing a version the API stopped is a choice an operator makes on purpose. */
export function ForcePromote({ model, notice, busy }: { model: OpsModel; notice: Notice; busy: boolean }) {
  const promote = useUnit(model.promoteClicked);
  if (notice.kind !== 'conflict' || !notice.forcible) return null;
  const { remote, version } = notice.forcible;
  return (
    <Button
      size="xs"
      variant="outline"
      color="red.9"
      disabled={busy}
      aria-label={texts.promoteAnywayLabel(remote, version)}
      onClick={() => promote({ remote, version, force: true })}
    >
      {texts.promoteAnyway(version)}
    </Button>
  );
}
