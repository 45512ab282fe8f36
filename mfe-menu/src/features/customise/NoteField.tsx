import { Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The API keeps a note of up to 500 characters; the field takes no more and says how many are left. */
export const NOTE_MAX_LENGTH = 500;

type NoteFieldProps = Omit<TextareaProps, 'value' | 'maxLength' | 'description'> & { value: string };

/** The dish's note, with a count of its characters against the limit, which it reads out once reached. */
export function NoteField({ value, ...props }: NoteFieldProps) {
  const { t } = useTranslation();
  const full = value.length >= NOTE_MAX_LENGTH;
  return (
    <Textarea
      autosize
      minRows={2}
      {...props}
      value={value}
      maxLength={NOTE_MAX_LENGTH}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <Text component="span" size="xs" c="dimmed" fw={full ? 700 : undefined} role={full ? 'status' : undefined}>
          {full ? t('item.noteFull', { max: NOTE_MAX_LENGTH }) : t('item.noteLength', { count: value.length, max: NOTE_MAX_LENGTH })}
        </Text>
      }
    />
  );
}
