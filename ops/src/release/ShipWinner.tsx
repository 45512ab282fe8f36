import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { releaseTexts as texts } from './texts';

/**
 * Ship the winner, offered only once every variant has enough guests (the card's "not enough data
 * yet" rule, the API's too), and confirmed first: it changes every venue's default at once.
 */
export function ShipWinner({
  version,
  remote,
  venue,
  enoughData,
  busy,
  onShip,
}: {
  version: string;
  remote: string;
  venue: string;
  enoughData: boolean;
  busy: boolean;
  onShip: (version: string) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!enoughData) return null;
  return (
    <>
      <Button mih={44} disabled={busy} aria-label={texts.shipLabel(version, remote, venue)} onClick={() => setOpen(true)}>
        {texts.ship(version)}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} closeButtonProps={{ 'aria-label': texts.close }} title={texts.shipTitle(version)}>
        <Stack gap="sm">
          <Text size="sm">{texts.shipWhat(version, remote, venue)}</Text>
          <Group gap="sm">
            <Button
              mih={44}
              onClick={() => {
                setOpen(false);
                onShip(version);
              }}
            >
              {texts.confirmShip(version)}
            </Button>
            <Button variant="default" mih={44} onClick={() => setOpen(false)}>
              {texts.cancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
