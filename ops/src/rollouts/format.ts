/** How the rollout cards write times: pure, so the words the operator reads are tested. */

/** How long until `iso` from `nowMs`, in words: "in 45 s", "in 3 min", "in 2 h 5 min", "in 3 d 4 h"; "any moment now" once due. */
export function timeUntil(iso: string, nowMs: number): string {
  const seconds = Math.ceil((Date.parse(iso) - nowMs) / 1000);
  if (seconds <= 0) return 'any moment now';
  if (seconds < 60) return `in ${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `in ${hours} h` : `in ${hours} h ${minutes % 60} min`;
  return `in ${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** A step's length as the operator gave it: 1800 → "30 min", 90 → "90 s", 7200 → "2 h". */
export function stepLength(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
