// The platform's own request fields, beside the API's common ones (@tabula/api/schemas/fields).
import { Type } from 'typebox';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '../rules/rollout';

/** A remote's container name (mfe_menu), as the registry names it. */
export const remoteName = Type.String({ pattern: REMOTE_NAME_PATTERN });

/** A registered version's label (v2, initial-<hash>). */
export const versionLabel = Type.String({ pattern: VERSION_PATTERN });
