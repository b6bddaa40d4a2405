/** What other features may use of the public pages: their building blocks for sourced reference pages. */
export { DocStatus, OnThisPage, PageTitle, Source, Table } from './ui';
