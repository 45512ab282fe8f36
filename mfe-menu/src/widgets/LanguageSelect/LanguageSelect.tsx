import { useMemo } from 'react';
import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, languageChanged, languageSelectorVisible } from '@tabula/shared';
import { languageLabel } from './languageLabel';

interface LanguageSelectProps {
  /** Language key to display name, from the venue. */
  supported: Record<string, string>;
}

/**
 * Shown only when the venue offers more than one language; the choice switches every text at once.
 * The phone's own picker: it sits on the menu's first screen, where Mantine's Select would bring its
 * combobox and popover (a quarter of the script the screen needs) to every guest's first visit.
 */
export function LanguageSelect({ supported }: LanguageSelectProps) {
  const { t } = useTranslation();
  const [language, changeLanguage] = useUnit([$language, languageChanged]);
  const data = useMemo(() => Object.entries(supported).map(([value, label]) => ({ value, label })), [supported]);
  if (!languageSelectorVisible(supported)) return null;
  return (
    <NativeSelect
      aria-label={languageLabel(t)}
      data={data}
      value={language}
      onChange={(event) => changeLanguage(event.currentTarget.value)}
      leftSection={<IconWorld size={16} aria-hidden />}
      w={150}
      size="xs"
      radius="xl"
    />
  );
}
