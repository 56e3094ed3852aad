// SPEC 7 subscription calls. Bodies come back unchecked; the view validates them.
import { api } from '../../core/http';

export function fetchCurrentSubscription(signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>('/api/subscriptions/current', { signal });
}

export function createDefaultSubscription(signal?: AbortSignal): Promise<unknown> {
  return api.post<unknown>('/api/subscriptions/create-default', undefined, { signal });
}
