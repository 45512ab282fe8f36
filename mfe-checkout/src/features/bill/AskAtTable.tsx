import { useState } from 'react';
import { Alert, Button, Radio, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $tableBill, $tableBillSending, tableBillAsked } from './model';
import type { TableBillMethod } from './rules';

const METHOD_LABELS: Record<TableBillMethod, string> = { card: 'bill.askCard', cash: 'bill.askCash', room_charge: 'bill.askRoomCharge' };

/** Ask for the bill at the table: a server brings it, to be paid by card, cash or room charge as the venue allows. */
export function AskAtTable({ methods }: { methods: readonly TableBillMethod[] }) {
  const { t } = useTranslation();
  const [answer, sending, ask] = useUnit([$tableBill, $tableBillSending, tableBillAsked]);
  const [method, setMethod] = useState<TableBillMethod | null>(null);
  const chosen = method && methods.includes(method) ? method : (methods[0] ?? null);
  if (methods.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="ask-at-table">
      <Title order={2} size="h5" id="ask-at-table">
        {t('bill.askAtTable')}
      </Title>
      <Radio.Group label={t('bill.askHint')} value={chosen} onChange={(value) => setMethod(value as TableBillMethod)}>
        <Stack gap={0} mt="xs">
          {methods.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(METHOD_LABELS[option])}
              size="md"
              styles={{ body: { minHeight: 44, alignItems: 'center' } }}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button size="md" variant="default" fullWidth loading={sending} disabled={!chosen} onClick={() => chosen && ask(chosen)}>
        {t('bill.ask')}
      </Button>
      {answer ? (
        <Alert color={answer.state === 'sent' ? 'green' : 'red'} variant="light" role={answer.state === 'sent' ? 'status' : 'alert'}>
          <Text size="sm" c="gray.9">
            {answer.state === 'sent' ? t('bill.asked') : answer.status === 409 ? t('bill.askedAlready') : t('bill.askFailed')}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
