import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierKind } from '../../../domain/suppliers';
import { type BodyOf, call, client, type Schema } from '../../lib/api';

/** Suppliers (issue 19): GET/POST /api/provider/suppliers, GET/PUT/DELETE …/{supplierId}. */
export type Supplier = Schema<'Supplier'>;
export type SupplierInput = BodyOf<'/api/provider/suppliers', 'post'>;

export const useSuppliers = (q: string, kind: SupplierKind | '') =>
  useQuery({
    queryKey: ['suppliers', 'list', q, kind],
    queryFn: ({ signal }) =>
      call(
        client.GET('/api/provider/suppliers', {
          params: { query: { q: q || undefined, kind: kind || undefined } },
          signal,
        }),
      ),
  });

export const useSupplier = (supplierId: string) =>
  useQuery({
    queryKey: ['suppliers', 'one', supplierId],
    queryFn: ({ signal }) =>
      call(client.GET('/api/provider/suppliers/{supplierId}', { params: { path: { supplierId } }, signal })),
  });

export function useSaveSupplier(supplierId?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierInput & { version?: number }) =>
      supplierId
        ? call(
            client.PUT('/api/provider/suppliers/{supplierId}', {
              params: { path: { supplierId } },
              body: { ...body, version: body.version ?? 1 },
            }),
          )
        : call(client.POST('/api/provider/suppliers', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}

export function useDeleteSupplier(supplierId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(client.DELETE('/api/provider/suppliers/{supplierId}', { params: { path: { supplierId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}
