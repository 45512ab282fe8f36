import { Button, Stack } from '@mantine/core';

interface FormActionsProps {
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/**
 * Submit above Cancel, each the full width of the form: side by side at 360–390 px, the Greek
 * 'Άνοιγμα λογαριασμού' did not fit its half and was cut off.
 */
export function FormActions({ submitLabel, cancelLabel, pending, onCancel }: FormActionsProps) {
  return (
    <Stack gap="sm">
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Stack>
  );
}
