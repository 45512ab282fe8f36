import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { tabExited } from '@tabula/shared';
import { exitTabAsked, exitTabDismissed, payBillChosen } from './exitModel';
import type { ExitTabDialogProps } from './ExitTabDialog';
import { TabBarButton } from './TabBarButton';

// The tab bar is on the menu's first screen, which a guest's phone downloads before anything shows; the
// dialog's code (Mantine's overlays) comes when the guest first asks to exit, and stays mounted from then
// on, so that the dialog closes with its transition.
const ExitTabDialog = lazy(async () => {
  const { default: Dialog } = await import('./ExitTabDialog');
  /**
   * Mantine notes the control to give focus back to when a dialog's `opened` turns true, which it never
   * sees in a dialog mounted open: the dialog is committed closed first (a deferred value starts at its
   * initial value and catches up in the next render), so Cancel returns focus to Exit tab, not <body>.
   * It is part of what loads lazily: a component waiting for the code would be first committed already open.
   */
  function OpenedOnceMounted(props: ExitTabDialogProps) {
    const opened = useDeferredValue(props.opened, false);
    return <Dialog {...props} opened={opened} />;
  }
  return { default: OpenedOnceMounted };
});

/**
 * Exit tab asks first (saying what the table still owes, with Pay the bill); confirming ends the tab and
 * the shared model starts a fresh order.
 */
export function ExitTabButton() {
  const { t } = useTranslation();
  const [exitTab, asking, dismissed, payBill] = useUnit([tabExited, exitTabAsked, exitTabDismissed, payBillChosen]);
  const [opened, { open, close }] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setAsked(true);
    asking();
    open();
  };
  const cancel = () => {
    close();
    dismissed();
  };
  const confirm = () => {
    close();
    exitTab();
  };
  const toBill = () => {
    close();
    payBill();
  };
  return (
    <>
      <TabBarButton icon={<IconLogout size={14} aria-hidden />} onClick={ask}>
        {t('tabBar.exitTab')}
      </TabBarButton>
      {asked ? (
        <Suspense fallback={null}>
          <ExitTabDialog opened={opened} onClose={cancel} onConfirm={confirm} onPayBill={toBill} />
        </Suspense>
      ) : null}
    </>
  );
}
