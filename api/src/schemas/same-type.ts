// A schema's type is the kernel's entity, the one the shell and the remotes read: a field added to one
// and not the other fails the typecheck (Fastify's serializer would drop it from every reply silently).

export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when T is true: `sameType<Same<Static<typeof Schema>, Entity>>()`. */
export function sameType<T extends true>(): T | undefined {
  return undefined;
}
