import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@tabula/shared';
import { $emailLinkFailed, $emailLinkPending, emailEdited, emailLinkRequested } from './model';

/** A guest without their details at hand asks for the session link by e-mail. */
export function EmailLinkForm() {
  const { t } = useTranslation();
  // A sent link takes the guest on to the confirmation page (the model).
  const { pending, failed, request, edited } = useUnit({
    pending: $emailLinkPending,
    failed: $emailLinkFailed,
    request: emailLinkRequested,
    edited: emailEdited,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (email: string) => (isValidEmail(email) ? null : t('errors.invalidEmail')) },
    // 'Something went wrong. Try Again' was about the address sent: a changed one has not failed yet.
    onValuesChange: () => edited(),
  });

  // An address refused here says only why it is refused, without an older failure beside it.
  const submit = form.onSubmit(
    ({ email }) => {
      request(email);
    },
    () => {
      edited();
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('login.emailLink')}
        </Title>
        <Text>{t('login.emailTitle')}</Text>
        <TextInput type="email" label={t('login.email')} autoComplete="email" maxLength={254} {...form.getInputProps('email')} />
        {failed ? (
          <Alert role="alert" color="red" variant="light">
            {t('errors.tryAgain')}
          </Alert>
        ) : null}
        <Button type="submit" variant="default" loading={pending}>
          {t('login.sendEmail')}
        </Button>
      </Stack>
    </form>
  );
}
