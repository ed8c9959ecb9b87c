import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getAdminProfile,
  listAdminOwners,
  listAdminProfiles,
  listAuditLog,
  listProfileFilterOwners,
  type AdminOwnerListQuery,
  type AdminProfileListQuery,
  type ApiClient,
  type AuditAction,
} from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const adminPageSize = 20;
export const ownersQueryKey = areaQueryKey('administrator', 'owners');
export const adminProfilesQueryKey = areaQueryKey('administrator', 'profiles');
export const auditQueryKey = areaQueryKey('administrator', 'audit');

/** Drops empty fields, so the address of a query holds only the filters in use. */
function present<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as T;
}

export function ownersQuery(client: ApiClient, query: AdminOwnerListQuery) {
  return queryOptions({
    queryKey: [...ownersQueryKey, query] as const,
    queryFn: ({ signal }) => client(listAdminOwners, { query: present(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function adminProfilesQuery(client: ApiClient, query: AdminProfileListQuery) {
  return queryOptions({
    queryKey: [...adminProfilesQueryKey, query] as const,
    queryFn: ({ signal }) => client(listAdminProfiles, { query: present(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function adminProfileQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...adminProfilesQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => client(getAdminProfile, { params: { id } }, { signal }),
  });
}

export function filterOwnersQuery(client: ApiClient, search: string) {
  return queryOptions({
    queryKey: areaQueryKey('administrator', 'filter-owners', search),
    queryFn: ({ signal }) => client(listProfileFilterOwners, { query: present({ search, limit: 20 }) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function auditQuery(client: ApiClient, { action, page }: { action: AuditAction | null; page: number }) {
  return queryOptions({
    queryKey: [...auditQueryKey, action, page] as const,
    queryFn: ({ signal }) =>
      client(listAuditLog, { query: present({ action: action ?? undefined, limit: adminPageSize, offset: (page - 1) * adminPageSize }) }, { signal }),
    placeholderData: keepPreviousData,
  });
}
