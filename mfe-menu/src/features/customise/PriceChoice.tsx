import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortByPosition, toCents, type ItemPrice, formatMenuPrice } from '@tabula/shared';
import { PRICE_LIST_DOM_ID } from './rules';

interface PriceChoiceProps {
  prices: readonly ItemPrice[];
  currency: string;
  value: string | null;
  error?: string;
  /** The dish cannot be ordered: the choice is shown but cannot be made. */
  disabled: boolean;
  onChange: (priceId: string) => void;
}

/** 'Choose type': the required price list of a dish with more than one price, by position. */
export function PriceChoice({ prices, currency, value, error, disabled, onChange }: PriceChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={PRICE_LIST_DOM_ID}
      value={value}
      onChange={onChange}
      error={error}
      label={
        <Group gap="xs" component="span">
          {t('item.chooseType')}
          <Badge component="span" size="sm" variant="outline" color="red.9">
            {t('item.required')}
          </Badge>
        </Group>
      }
    >
      <Stack gap="sm" mt="xs">
        {sortByPosition(prices).map((price) => (
          <Radio
            key={price.id}
            value={String(price.id)}
            disabled={disabled}
            label={
              <Group gap="xs" component="span">
                <span>{price.description}</span>
                <Text component="span" size="sm" c="dimmed">
                  {formatMenuPrice(toCents(price.amount), currency)}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
