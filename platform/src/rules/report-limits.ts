import { MINUTE, type Limit } from '@tabula/api/rules/throttle';

/** Reports one client (IP address) may send the platform a minute, beside the venue API's CLIENT_LIMITS. */
export const REPORT_LIMITS = {
  // A shell reports at most a few failed loads per page; more from one client is noise or an attack on the rollout.
  loadFailure: { max: 20, windowMs: MINUTE },
  // A shell reports an exposure once per experiment and variant, and a page's speed once as it is hidden;
  // a venue's guests often share one address (its wifi), so the ceiling is per busy venue, not per phone.
  exposure: { max: 120, windowMs: MINUTE },
  vitals: { max: 120, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;
