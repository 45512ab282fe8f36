import { CODE_ONLY, NAMES, OPTIONS } from './config';

/** The README's table of options, written from the config schema: option, variable, and default as its description says. */
export function optionsTable(): string {
  const rows = [
    ...NAMES.map(
      (name) => `| ${name} | ${OPTIONS[name].env} | ${String((OPTIONS[name].schema as { description?: string }).description)} |`,
    ),
    ...Object.entries(CODE_ONLY).map(([name, what]) => `| ${name} | — | ${what} |`),
  ];
  return ['| option | env | default |', '| --- | --- | --- |', ...rows].join('\n');
}

const HEADER = '| option | env | default |';

/** Where the README keeps the table: from its header row to the last row of the table. */
export const README_OPTIONS = {
  find(readme: string): string {
    const start = readme.indexOf(HEADER);
    if (start < 0) throw new Error(`The README has no table starting "${HEADER}"`);
    const lines = readme.slice(start).split('\n');
    const end = lines.findIndex((line) => !line.startsWith('|'));
    return lines.slice(0, end < 0 ? lines.length : end).join('\n');
  },
  replaceIn(readme: string, table: string): string {
    return readme.replace(README_OPTIONS.find(readme), table);
  },
};
