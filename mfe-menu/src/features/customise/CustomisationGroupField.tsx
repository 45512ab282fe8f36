import { Badge, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatOptionCents, toCents, type CustomisationOption, type ItemCustomisation } from '@tabula/shared';
import { groupDomId } from './rules';
import { groupBadge, groupInputKind, isOptionDisabled, type OptionSelection } from './selection';

interface CustomisationGroupFieldProps {
  /** A visible group: sold-out options already left out. */
  group: ItemCustomisation;
  selection: OptionSelection;
  currency: string;
  error?: string;
  /** The dish cannot be ordered: the options are shown but cannot be chosen. */
  disabled: boolean;
  onToggle: (optionId: number) => void;
}

function OptionLabel({ option, currency }: { option: CustomisationOption; currency: string }) {
  const price = formatOptionCents(toCents(option.price), currency);
  return (
    <Group gap="xs" component="span">
      <span>{option.name}</span>
      {price ? (
        <Text component="span" size="sm" c="dimmed">
          {price}
        </Text>
      ) : null}
    </Group>
  );
}

/** One customisation group: radios for a required single choice, checkboxes otherwise. */
export function CustomisationGroupField({ group, selection, currency, error, disabled, onToggle }: CustomisationGroupFieldProps) {
  const { t } = useTranslation();
  const badge = groupBadge(group);
  const chosen = selection[group.item_customisation_id] ?? [];
  const label = (
    <Group gap="xs" component="span">
      {group.name}
      {badge ? (
        <Badge component="span" size="sm" variant="outline" color={badge === 'required' ? 'red.9' : 'gray.8'}>
          {t(badge === 'required' ? 'item.required' : 'item.notMoreThanOne')}
        </Badge>
      ) : null}
    </Group>
  );

  if (groupInputKind(group) === 'radio') {
    return (
      <Radio.Group
        id={groupDomId(group.item_customisation_id)}
        label={label}
        error={error}
        value={chosen[0] === undefined ? null : String(chosen[0])}
        onChange={(value) => onToggle(Number(value))}
      >
        <Stack gap="sm" mt="xs">
          {group.customisation_options.map((option) => (
            <Radio
              key={option.customisation_option_id}
              value={String(option.customisation_option_id)}
              label={<OptionLabel option={option} currency={currency} />}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Checkbox.Group id={groupDomId(group.item_customisation_id)} label={label} error={error} value={chosen.map(String)}>
      <Stack gap="sm" mt="xs">
        {group.customisation_options.map((option) => (
          <Checkbox
            key={option.customisation_option_id}
            value={String(option.customisation_option_id)}
            label={<OptionLabel option={option} currency={currency} />}
            disabled={disabled || isOptionDisabled(selection, group, option.customisation_option_id)}
            onChange={() => onToggle(option.customisation_option_id)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
