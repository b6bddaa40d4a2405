import type { ComponentType } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { Redirect } from '../../lib/redirect';

/**
 * Issue 19's supplier pages (inside the provider guard of app-routes.tsx), with the
 * seed's legacy `/clients` addresses, which lead to the matching `/suppliers` address.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** /clients, /clients/{id} and /clients/{id}/… → the same under /suppliers, query and hash kept. */
function ClientsRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Redirect to={`${pathname.replace(/^\/clients/i, '/suppliers')}${search}${hash}`} />;
}

export const supplierRoutes: RouteObject[] = [
  { path: 'suppliers', lazy: page(() => import('./suppliers-page')) },
  { path: 'suppliers/:supplierId', lazy: page(() => import('./supplier-page')) },
  {
    path: 'suppliers/:supplierId/questions',
    lazy: async () => {
      const { default: SupplierPage } = await import('./supplier-page');
      return { Component: () => <SupplierPage questions /> };
    },
  },
  { path: 'clients', element: <ClientsRedirect /> },
  { path: 'clients/*', element: <ClientsRedirect /> },
];
