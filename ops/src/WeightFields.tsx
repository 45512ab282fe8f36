import { Button, Group, Text, TextInput } from '@mantine/core';

/** The weights a form names, by version, as typed (its fields are named `weight:<version>`). */
export function weightsIn(form: HTMLFormElement, versions: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(versions.map((version) => [version, String(data.get(`weight:${version}`) ?? '')]));
}

interface WeightFieldsProps {
  versions: readonly { version: string; weight?: number }[];
  label: (version: string) => string;
  /** Shown under every field when a weight is not a whole number from 0 to 100. */
  weightError?: string;
  /** Said once when every weight is 0. */
  totalError?: string;
  apply: string;
  cancel: string;
  onCancel: () => void;
}

/** A weight per version and the form's buttons: what a new split and an experiment's ramp both ask. */
export function WeightFields({ versions, label, weightError, totalError, apply, cancel, onCancel }: WeightFieldsProps) {
  return (
    <>
      {versions.map(({ version, weight }) => (
        <TextInput
          key={version}
          name={`weight:${version}`}
          label={label(version)}
          defaultValue={weight === undefined ? undefined : String(weight)}
          inputMode="numeric"
          autoComplete="off"
          error={weightError}
        />
      ))}
      {totalError ? (
        <Text c="red.9" role="alert">
          {totalError}
        </Text>
      ) : null}
      <Group>
        <Button type="submit">{apply}</Button>
        <Button variant="default" onClick={onCancel}>
          {cancel}
        </Button>
      </Group>
    </>
  );
}
