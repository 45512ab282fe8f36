import { useEffect } from 'react';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $hotelEmail } from '../../features/guest-login';
import {
  $confirmationDetour,
  confirmationLeft,
  confirmationOpened,
  useInboxPopup,
  useResendEmail,
  webmailUrl,
} from '../../features/email-confirmation';
import { PageLayout } from '../../features/layout';

function Confirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const inbox = webmailUrl(email);
  const openInbox = useInboxPopup(inbox);
  const { resend, pending, result, dismiss } = useResendEmail(email);
  return (
    <Stack align="center" ta="center">
      <IconMail size={48} aria-hidden />
      <Title order={1} size="h3">
        {t('emailConfirmation.sent')}
      </Title>
      <Text fw={700}>{email}</Text>
      <Button component="a" href={inbox} target="_blank" rel="noopener noreferrer" onClick={openInbox} fullWidth>
        {t('emailConfirmation.inbox')}
      </Button>
      <Button variant="default" loading={pending} onClick={() => void resend()} fullWidth>
        {t('emailConfirmation.sendAgain')}
      </Button>
      <Modal opened={result !== null} onClose={dismiss} withCloseButton={false} centered title={t('emailConfirmation.sendAgain')}>
        <Text role="status">{result === 'sent' ? t('errors.emailSent') : t('errors.tryAgain')}</Text>
        <Button mt="md" fullWidth onClick={dismiss}>
          {t('common.ok')}
        </Button>
      </Modal>
    </Stack>
  );
}

/** /email-confirmation: the session link is on its way; open the inbox or send it again. */
export default function EmailConfirmationPage() {
  const [email, detour, opened, left] = useUnit([$hotelEmail, $confirmationDetour, confirmationOpened, confirmationLeft]);
  useEffect(() => {
    opened();
    return left;
  }, [left, opened]);
  return <PageLayout>{email && detour === null ? <Confirmation email={email} /> : null}</PageLayout>;
}
