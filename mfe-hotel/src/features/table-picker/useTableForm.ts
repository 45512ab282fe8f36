import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { tablePickerError } from '@tabula/shared';

export interface TableValues {
  /** null until chosen ('Select table number'); '' once a chosen table was cleared ('Field is required'). */
  table: string | null;
}

/** The one-field table form of the picker and the enter-table link: its error shows once the guest pressed on. */
export function useTableForm() {
  const { t } = useTranslation();
  return useForm<TableValues>({
    mode: 'controlled',
    initialValues: { table: null },
    validate: {
      table: (table) => {
        const key = tablePickerError(table);
        return key ? t(key) : null;
      },
    },
  });
}
