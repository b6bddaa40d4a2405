import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMPLIANCE_LEVELS, type ComplianceLevel } from '../../../domain/plan/compliance-levels';
import {
  PORTFOLIO_ATTENTION,
  PORTFOLIO_SORTS,
  type PortfolioAttention,
  type PortfolioSort,
} from '../../../domain/portfolio';
import { call, client, type ResponseOf, type Schema } from '../../lib/api';

/** The provider portfolio (issue 4): GET /api/provider/portfolio and its CSV twin. */

export {
  COMPLIANCE_LEVELS,
  PORTFOLIO_ATTENTION,
  PORTFOLIO_SORTS,
  type PortfolioAttention,
  type PortfolioSort,
};
export type SortDirection = 'asc' | 'desc';
/** Rows per page (the API's default; it accepts at most 100). */
export const PORTFOLIO_PAGE_SIZE = 50;

export interface PortfolioParams {
  /** Search by school name or region. */
  q?: string;
  level?: ComplianceLevel | null;
  attention?: PortfolioAttention | null;
  sort?: PortfolioSort;
  dir?: SortDirection;
  limit?: number;
  offset?: number;
}

export type PortfolioSchool = Schema<'PortfolioSchool'>;
export type Portfolio = ResponseOf<'/api/provider/portfolio', 'get'>;

/** The query string for the filters (empty values left out); `paged` adds limit and offset. */
function portfolioSearch(params: PortfolioParams, paged: boolean): string {
  const search = new URLSearchParams();
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.level) search.set('level', params.level);
  if (params.attention) search.set('attention', params.attention);
  if (params.sort) search.set('sort', params.sort);
  if (params.dir) search.set('dir', params.dir);
  if (paged) {
    search.set('limit', String(params.limit ?? PORTFOLIO_PAGE_SIZE));
    search.set('offset', String(params.offset ?? 0));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The school list lives under ['schools'], so adding a school refreshes the portfolio too. */
export const portfolioQueryKey = (params: PortfolioParams) => ['schools', 'portfolio', params] as const;

export function usePortfolio(params: PortfolioParams) {
  return useQuery({
    queryKey: portfolioQueryKey(params),
    queryFn: ({ signal }) =>
      call(
        client.GET('/api/provider/portfolio', {
          params: {
            query: {
              q: params.q?.trim() || undefined,
              level: params.level ?? undefined,
              attention: params.attention ?? undefined,
              sort: params.sort,
              dir: params.dir,
              limit: params.limit ?? PORTFOLIO_PAGE_SIZE,
              offset: params.offset ?? 0,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every school matching the filters as a CSV file (no paging: the export holds them all). */
export const portfolioCsvUrl = (params: PortfolioParams) =>
  `/api/provider/portfolio.csv${portfolioSearch(params, false)}`;

const isSort = (value: string | null): value is PortfolioSort =>
  (PORTFOLIO_SORTS as readonly string[]).includes(value ?? '');
const isAttention = (value: string | null): value is PortfolioAttention =>
  (PORTFOLIO_ATTENTION as readonly string[]).includes(value ?? '');
const isLevel = (value: string | null): value is ComplianceLevel =>
  (COMPLIANCE_LEVELS as readonly string[]).includes(value ?? '');

export interface PortfolioView {
  q: string;
  level: ComplianceLevel | null;
  attention: PortfolioAttention | null;
  sort: PortfolioSort;
  dir: SortDirection;
  /** 1-based page number. */
  page: number;
}

/** The view kept in the page's address (?q=&level=&attention=&sort=&dir=&page=); unknown values fall back to defaults. */
export function readPortfolioView(search: URLSearchParams): PortfolioView {
  const sort = search.get('sort');
  const level = search.get('level');
  const attention = search.get('attention');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    q: search.get('q') ?? '',
    level: isLevel(level) ? level : null,
    attention: isAttention(attention) ? attention : null,
    sort: isSort(sort) ? sort : 'name',
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address query for a view, leaving defaults out so a plain /waikura stays plain. */
export function writePortfolioView(view: PortfolioView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.q.trim()) search.set('q', view.q.trim());
  if (view.level) search.set('level', view.level);
  if (view.attention) search.set('attention', view.attention);
  if (view.sort !== 'name') search.set('sort', view.sort);
  if (view.dir !== 'asc') search.set('dir', view.dir);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** The API parameters for a view. */
export const portfolioParams = (view: PortfolioView): PortfolioParams => ({
  q: view.q.trim() || undefined,
  level: view.level,
  attention: view.attention,
  sort: view.sort,
  dir: view.dir,
  limit: PORTFOLIO_PAGE_SIZE,
  offset: (view.page - 1) * PORTFOLIO_PAGE_SIZE,
});
