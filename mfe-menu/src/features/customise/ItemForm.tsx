import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $venue, formatCents, isHotelRoomVenue, requiresPriceChoice, type CartOrderItem, type Item, isOutOfStock } from '@tabula/shared';
import { viewOnlyMessage } from '../ordering-mode';
import { unitPriceCents } from '../prices';
import { CustomisationGroupField } from './CustomisationGroupField';
import { PriceChoice } from './PriceChoice';
import { NoteField } from './NoteField';
import { QuantityStepper } from './QuantityStepper';
import { groupDomId, initialValues, locateItem, PRICE_LIST_DOM_ID, priceIdOf, type ItemFormValues } from './rules';
import {
  addBlockedReason,
  clampQuantity,
  optionToggled,
  selectedOptionIds,
  validateItemSelection,
  visibleCustomisations,
} from './selection';
import { TabNeededDialog } from './TabNeededDialog';
import { $itemSaving, $submitError, itemSubmitted } from './model';
import { useLeaveWhenSaved } from './useLeaveWhenSaved';
import * as classes from './ItemForm.module.css';

interface ItemFormProps {
  item: Item;
  line: CartOrderItem | null;
  currency: string;
  fromSearch: boolean;
}

const PRICE_FIELD = 'priceId';
const groupField = (groupId: number) => `group-${groupId}`;

/** Brings the first unanswered required choice into view and puts the keyboard on it. */
function revealField(domId: string) {
  const field = document.getElementById(domId);
  if (!field) return;
  field.scrollIntoView({ behavior: 'smooth', block: 'center' });
  field.querySelector<HTMLInputElement>('input:not([disabled])')?.focus({ preventScroll: true });
}

/** The dish's choices, note, quantity and line total, and the Add (or Update) button. */
export function ItemForm({ item, line, currency, fromSearch }: ItemFormProps) {
  const { t } = useTranslation();
  const [venue, loading, submitError, submit] = useUnit([$venue, $itemSaving, $submitError, itemSubmitted]);
  const form = useForm<ItemFormValues>({ initialValues: initialValues(item, line) });
  useLeaveWhenSaved();

  const groups = visibleCustomisations(item);
  const { priceId: priceValue, selection, quantity } = form.values;
  const priceId = priceIdOf(priceValue);
  const totalCents = unitPriceCents(item, priceId, selectedOptionIds(item, selection)) * quantity;

  const location = venue ? locateItem(venue.menus, item.item_id) : null;
  const blocked = venue
    ? addBlockedReason({
        menuReadOnly: venue.read_only_menu || location?.menu.read_only === true,
        outOfStock: isOutOfStock(location?.menu, location?.category, item),
        acceptingOrders: venue.is_currently_accepting_orders,
      })
    : null;
  const blockedText =
    blocked === 'outOfStock'
      ? t('item.outOfStock')
      : blocked === 'readOnly' || blocked === 'notAccepting'
        ? viewOnlyMessage(blocked, venue, t)
        : null;
  // A dish that cannot be ordered is shown as it is: no choice, note or quantity to change.
  const frozen = blocked !== null;

  const onSubmit = form.onSubmit((values) => {
    const check = validateItemSelection(item, priceIdOf(values.priceId), values.selection);
    if (!check.valid) {
      form.setErrors({
        ...(check.priceMissing ? { [PRICE_FIELD]: t('item.required') } : {}),
        ...(check.firstMissingGroupId !== null ? { [groupField(check.firstMissingGroupId)]: t('item.required') } : {}),
      });
      revealField(check.priceMissing ? PRICE_LIST_DOM_ID : groupDomId(check.firstMissingGroupId ?? 0));
      return;
    }
    if (blocked || !venue) return;
    // Where a tab is needed first, the model asks for one instead of saving.
    submit({
      choice: {
        item,
        priceId: priceIdOf(values.priceId),
        selection: values.selection,
        quantity: values.quantity,
        note: values.note.trim(),
      },
      line,
      fromSearch,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="lg" px="md" pb="md">
        {requiresPriceChoice(item) ? (
          <PriceChoice
            prices={item.prices}
            currency={currency}
            value={priceValue}
            error={form.errors[PRICE_FIELD] as string | undefined}
            disabled={frozen}
            onChange={(value) => {
              form.setFieldValue('priceId', value);
              form.clearFieldError(PRICE_FIELD);
            }}
          />
        ) : null}
        {groups.map((group) => (
          <CustomisationGroupField
            key={group.item_customisation_id}
            group={group}
            selection={selection}
            currency={currency}
            error={form.errors[groupField(group.item_customisation_id)] as string | undefined}
            disabled={frozen}
            onToggle={(optionId) => {
              form.setFieldValue('selection', optionToggled(selection, group, optionId));
              form.clearFieldError(groupField(group.item_customisation_id));
            }}
          />
        ))}
        <NoteField label={t('item.note')} disabled={frozen} {...form.getInputProps('note')} value={form.values.note} />
      </Stack>
      <div className={classes.actions}>
        {blockedText ? (
          <Text size="sm" c="gray.8" ta="center" mb="xs" role="status">
            {blockedText}
          </Text>
        ) : null}
        {submitError ? (
          <Alert color="red" variant="light" mb="xs" role="alert">
            {t(submitError)}
          </Alert>
        ) : null}
        {/* With large text the total goes under the quantity rather than being cut. */}
        <Group justify="space-between" mb="sm">
          <QuantityStepper value={quantity} disabled={frozen} onChange={(value) => form.setFieldValue('quantity', clampQuantity(value))} />
          {/* A free dish shows no amount, as the menu hides a zero price. */}
          <Text fw={700} aria-live="polite">
            {totalCents === 0 ? null : `${t('item.total')} ${formatCents(totalCents, currency)}`}
          </Text>
        </Group>
        <Button type="submit" fullWidth size="md" radius="xl" loading={loading} disabled={frozen}>
          {line ? t('item.update') : t('item.add')}
        </Button>
      </div>
      <TabNeededDialog hotelRoom={isHotelRoomVenue(venue)} />
    </form>
  );
}
