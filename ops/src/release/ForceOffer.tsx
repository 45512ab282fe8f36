import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ForceOffer, ReleaseModel } from './model';
import { releaseTexts as texts } from './texts';

/** A change the API refused until forced: offered again only after a confirm that names the risk and the API's reason. */
export function ForceOfferControl({ model, offer, busy }: { model: ReleaseModel; offer: ForceOffer; busy: boolean }) {
  const confirmed = useUnit(model.forceConfirmed);
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button mih={44} variant="outline" color="red.9" disabled={busy} onClick={() => setOpen(true)}>
          {texts.forceOpen(offer)}
        </Button>
      </div>
      <Modal opened={open} onClose={() => setOpen(false)} closeButtonProps={{ 'aria-label': texts.close }} title={texts.forceTitle(offer)}>
        <Stack gap="sm">
          <Text size="sm">{texts.forceRisk(offer)}</Text>
          <Text size="sm" fw={700}>
            {offer.message}
          </Text>
          <Group gap="sm">
            <Button
              mih={44}
              color="red.9"
              onClick={() => {
                setOpen(false);
                confirmed(offer);
              }}
            >
              {texts.forceConfirm(offer)}
            </Button>
            <Button mih={44} variant="default" onClick={() => setOpen(false)}>
              {texts.cancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
