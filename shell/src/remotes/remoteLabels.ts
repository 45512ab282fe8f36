import type { RemoteName } from './contracts';

/** The i18n key naming a remote in words a guest understands (the shell's texts, shell.remote.<name>). */
export const remoteLabelKey = (remote: RemoteName): string => `shell.remote.${remote}`;
