import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hotelEmailChanged, isValidEmail, sendSessionEmail } from '@tabula/shared';

/** A guest without their details at hand asks for the session link by e-mail (spec §2). */
export function EmailLinkForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rememberEmail = useUnit(hotelEmailChanged);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (email: string) => (isValidEmail(email) ? null : t('errors.invalidEmail')) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFailed(false);
    setPending(true);
    const result = await sendSessionEmail(email.trim());
    setPending(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    rememberEmail(email.trim());
    navigate('/email-confirmation');
  });

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
