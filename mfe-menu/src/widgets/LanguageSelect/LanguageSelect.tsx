import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, languageChanged } from '@tabula/shared';
import { languageSelectorVisible } from './languageSelectorVisible';
import { languageLabel } from './languageLabel';

interface LanguageSelectProps {
  /** Language key to display name, from the venue. */
  supported: Record<string, string>;
}

/** Shown only when the venue offers more than one language; the choice switches every text at once. */
export function LanguageSelect({ supported }: LanguageSelectProps) {
  const { t } = useTranslation();
  const [language, changeLanguage] = useUnit([$language, languageChanged]);
  const data = useMemo(() => Object.entries(supported).map(([value, label]) => ({ value, label })), [supported]);
  if (!languageSelectorVisible(supported)) return null;
  return (
    <Select
      aria-label={languageLabel(t)}
      data={data}
      value={language}
      onChange={(value) => {
        if (value) changeLanguage(value);
      }}
      allowDeselect={false}
      leftSection={<IconWorld size={16} aria-hidden />}
      w={150}
      size="xs"
      radius="xl"
      // Mounted only when opened: a closed list kept in the page is positioned as the menu first
      // renders, which makes the browser lay out the whole new page at once, in one long task.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
