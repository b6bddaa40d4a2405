/** Issue 19: the kinds of supplier provider staff keep, with their words. */
export const SUPPLIER_KINDS = ['laboratory', 'contractor', 'equipment', 'other'] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];
