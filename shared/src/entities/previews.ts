// What the ops API answers about preview links (see menu.ts); /ops lists them.

import { Type, type Static } from 'typebox';
import { REMOTE_NAME_PATTERN } from './request-limits';

const dateTime = Type.String({ format: 'date-time' });

/** One version a preview link pins, and why the API stopped it when it did (remote_versions.halted_reason). */
export const PreviewedVersionSchema = Type.Object({
  remote: Type.String({ description: 'The remote’s container name (mfe_menu)' }),
  version: Type.String(),
  stopped: Type.Optional(Type.String({ description: 'Why this version was stopped (its guests fail, or an operator stopped it)' })),
});

/** A preview link as operators list it (GET /api/ops/previews): what it shows, who made it, until when, whether revoked. */
export const PreviewLinkSchema = Type.Object({
  id: Type.Integer(),
  remotes: Type.Array(PreviewedVersionSchema),
  venue: Type.Union([Type.String(), Type.Null()]),
  path: Type.String(),
  created_by: Type.String(),
  created_at: dateTime,
  expires_at: dateTime,
  revoked_at: Type.Union([dateTime, Type.Null()]),
  revoked_by: Type.Union([Type.String(), Type.Null()]),
});

export type PreviewedVersion = Static<typeof PreviewedVersionSchema>;
export type PreviewLink = Static<typeof PreviewLinkSchema>;

const remoteName = Type.String({ pattern: REMOTE_NAME_PATTERN });

/** A developer's override for this browser (POST /api/ops/overrides): one remote loaded from another entry. */
export const OverrideRequestSchema = Type.Object(
  {
    remote: remoteName,
    entry: Type.String({ maxLength: 2000, pattern: '^https?://[^\\s@]+$', description: "URL of a build's mf-manifest.json" }),
  },
  { additionalProperties: false },
);

/** Every override the browser holds after one is set. */
export const OverridesSchema = Type.Object({ overrides: Type.Array(Type.Object({ remote: remoteName, entry: Type.String() })) });

export type OverrideRequest = Static<typeof OverrideRequestSchema>;
export type Overrides = Static<typeof OverridesSchema>;
