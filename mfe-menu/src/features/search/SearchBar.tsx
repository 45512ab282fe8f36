import { ActionIcon, Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MAX_CONTENT_WIDTH } from '@tabula/shared';
import { $searchText, searchTextChanged } from './model';
import { isSearchTrigger } from './rules';
import * as classes from './SearchBar.module.css';

interface SearchBarProps {
  logo: string | null;
  venueName: string;
  onSearch: () => void;
  onCancel: () => void;
}

/** The fixed bar: logo, the query, the search icon and Cancel. */
export function SearchBar({ logo, venueName, onSearch, onCancel }: SearchBarProps) {
  const { t } = useTranslation();
  const [text, changeText] = useUnit([$searchText, searchTextChanged]);
  return (
    <div className={classes.bar} role="search">
      <div className={classes.inner} style={{ maxWidth: MAX_CONTENT_WIDTH }}>
        {logo ? <img className={classes.logo} src={logo} alt={t('common.logo', { name: venueName })} /> : null}
        <TextInput
          className={classes.input}
          type="search"
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => changeText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (!isSearchTrigger(event.key, text)) return;
            // Enter would otherwise do nothing useful; a space is still typed into the query.
            if (event.key === 'Enter') event.preventDefault();
            onSearch();
          }}
          radius="xl"
          autoFocus
          rightSection={
            <ActionIcon variant="subtle" color="dark" radius="xl" aria-label={t('common.search')} onClick={onSearch}>
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          }
        />
        <Button variant="subtle" color="dark" onClick={onCancel}>
          {t('search.cancel')}
        </Button>
      </div>
    </div>
  );
}
