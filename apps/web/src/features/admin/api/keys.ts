// Query keys of the admin console in one place: a decision invalidates its queue and the
// dashboard counts together.
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  queue: (name: string, params: object) => [...adminKeys.all, 'queue', name, params] as const,
  queues: (name: string) => [...adminKeys.all, 'queue', name] as const,
  audit: (params: object) => [...adminKeys.all, 'audit', params] as const,
  /** A ranking recomputation by id, or 'latest'. */
  recomputation: (id: string) => [...adminKeys.all, 'ranking-recomputation', id] as const,
}
