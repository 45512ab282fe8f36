import { Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCents, type Bill, type BillWay } from '@tabula/shared';
import { TIP_PRESETS, type TipOption } from '../tip';
import { PaymentFailureAlert, paymentFailureMessage } from '../card-payment';
import {
  $billPayFailure,
  $billPaying,
  $billPayment,
  $billPaymentUnknown,
  $choice,
  amountTyped,
  billPaySubmitted,
  sharesCountSet,
  sharesPayingSet,
  tipOptionPicked,
  tipTyped,
  wayChosen,
} from './model';
import { maxShares, type BillAmountProblem } from './rules';

const WAYS: Array<{ way: BillWay; label: string }> = [
  { way: 'whole', label: 'bill.payBill' },
  { way: 'shares', label: 'bill.splitEqually' },
  { way: 'items', label: 'bill.payItems' },
  { way: 'amount', label: 'bill.payAmount' },
];

const TIP_CHIPS: TipOption[] = ['none', ...TIP_PRESETS, 'other'];

const PROBLEMS: Record<BillAmountProblem, string> = {
  nothingPicked: 'bill.nothingPicked',
  notANumber: 'bill.notANumber',
  notPositive: 'bill.notPositive',
  overBalance: 'bill.overBalance',
  shares: 'bill.shares',
  held: 'bill.held',
};

const TARGET = { root: { minHeight: 44 } };

/** What a guest typed as a whole number; NaN for anything else, which the rules word as a problem. */
const wholeNumber = (typed: string): number => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** The four ways to pay, what the chosen one pays, the tip chips, and what is paid in all. */
export function PayChoice({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const [choice, payment, locked, chooseWay, setCount, setPaying, typeAmount, pickTip, typeTip] = useUnit([
    $choice,
    $billPayment,
    $billPaying,
    wayChosen,
    sharesCountSet,
    sharesPayingSet,
    amountTyped,
    tipOptionPicked,
    tipTyped,
  ]);
  const money = (cents: number) => formatCents(cents, bill.currency);
  const most = maxShares(bill.balance_due_cents);
  const amount = payment?.amount;
  const problem =
    amount && !amount.ok && (choice.way !== 'amount' || choice.amount.trim() !== '' || amount.problem === 'held') ? amount.problem : null;
  const tip = payment?.tip;
  const tipProblem = tip && !tip.ok ? tip.problem : null;

  return (
    <Stack gap="md">
      <Radio.Group label={t('bill.way')} value={choice.way} onChange={(way) => chooseWay(way as BillWay)}>
        <Stack gap={0} mt="xs">
          {WAYS.map(({ way, label }) => (
            <Radio
              key={way}
              value={way}
              label={t(label)}
              disabled={locked}
              size="md"
              styles={{ body: { minHeight: 44, alignItems: 'center' } }}
            />
          ))}
        </Stack>
      </Radio.Group>

      {choice.way === 'shares' ? (
        <Group grow align="flex-start">
          {/* Text fields with a number keypad: Mantine's NumberInput is not in the shared Mantine the apps load. */}
          <TextInput
            label={t('bill.people')}
            inputMode="numeric"
            value={Number.isNaN(choice.shares.count) ? '' : String(choice.shares.count)}
            onChange={(event) => setCount(wholeNumber(event.currentTarget.value))}
          />
          <TextInput
            label={t('bill.sharesPaying')}
            inputMode="numeric"
            value={Number.isNaN(choice.shares.paying) ? '' : String(choice.shares.paying)}
            onChange={(event) => setPaying(wholeNumber(event.currentTarget.value))}
          />
        </Group>
      ) : null}
      {choice.way === 'items' ? <Text size="sm">{t('bill.pickItems')}</Text> : null}
      {choice.way === 'amount' ? (
        <TextInput
          label={t('bill.amount')}
          inputMode="decimal"
          value={choice.amount}
          onChange={(event) => typeAmount(event.currentTarget.value)}
        />
      ) : null}
      {problem ? (
        <Text c="red.9" size="sm" role="alert">
          {t(PROBLEMS[problem], { max: problem === 'shares' ? most : money(bill.balance_due_cents) })}
        </Text>
      ) : null}

      <Stack gap="xs">
        <Title order={2} size="h5" id="bill-tip">
          {t('bill.tip')}
        </Title>
        <Group gap="xs" role="group" aria-labelledby="bill-tip">
          {TIP_CHIPS.map((option) => (
            <Button
              key={option}
              variant={choice.tip.option === option ? 'filled' : 'default'}
              aria-pressed={choice.tip.option === option}
              onClick={() => pickTip(option)}
              disabled={locked}
              styles={TARGET}
            >
              {option === 'none' ? t('bill.tipNone') : option === 'other' ? t('bill.tipOther') : money(option)}
            </Button>
          ))}
        </Group>
        {choice.tip.option === 'other' ? (
          <TextInput
            label={t('bill.tipAmount')}
            inputMode="decimal"
            value={choice.tipInput}
            onChange={(event) => typeTip(event.currentTarget.value)}
            error={
              tipProblem
                ? t(tipProblem === 'tooHigh' ? 'bill.tipTooHigh' : 'bill.notANumber', {
                    max: money(Math.max(amount?.ok ? amount.cents : 0, 1000)),
                  })
                : null
            }
          />
        ) : null}
      </Stack>

      <Stack gap={4}>
        <Group justify="space-between">
          <Text>{t('bill.amountToPay')}</Text>
          <Text>{money(amount?.ok ? amount.cents : 0)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('bill.tip')}</Text>
          <Text>{money(tip?.ok ? tip.cents : 0)}</Text>
        </Group>
      </Stack>
    </Stack>
  );
}

/** Charge my room, where the venue and the guest's session allow it: settled at once. */
export function BillRoomCharge() {
  const { t } = useTranslation();
  const [payment, paying, unknown, failure, pay] = useUnit([
    $billPayment,
    $billPaying,
    $billPaymentUnknown,
    $billPayFailure,
    billPaySubmitted,
  ]);
  const ready = Boolean(payment?.amount.ok && payment.tip.ok);
  return (
    <Stack gap="xs">
      <Button
        size="md"
        variant="outline"
        fullWidth
        disabled={!ready || unknown}
        loading={paying}
        onClick={() => pay({ method: 'room_charge', email: '', confirm: null })}
      >
        {t('bill.chargeMyRoom')}
      </Button>
      {failure?.method === 'room_charge' ? <PaymentFailureAlert message={paymentFailureMessage(failure.error, t)} /> : null}
    </Stack>
  );
}
