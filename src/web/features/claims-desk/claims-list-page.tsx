import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { CLAIM_STATUSES, CLAIM_TYPE_LABELS, CLAIM_TYPES, type ClaimType } from '../../../shared/claim';
import { useClaimList } from '../../api/claim';
import { ClaimStatusBadge } from '../../components/claim-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { formatDateTime, STATUS_LABELS } from '../../lib/claim-types';
import { plural } from '../../../shared/format';

const SORTS = [
  ['createdAt', 'Submitted'],
  ['updatedAt', 'Last updated'],
  ['referenceNumber', 'Reference'],
  ['insuredName', 'Insured'],
  ['status', 'Status'],
] as const;
const PAGE_SIZE = 20;
const selectClass = 'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm';

/** /admin/claims: the staff queue with search, filters, sorting and paging. */
export default function ClaimsListPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [claimType, setClaimType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState('createdAt');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  // On a phone the filters fold behind one button, so the first screen shows claims.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [status, claimType, from, to].filter(Boolean).length;

  const params = new URLSearchParams({ sort, dir, page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (claimType) params.set('claimType', claimType);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const { data, isLoading, error } = useClaimList(params);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    change(setQ)(draft.trim());
  };

  return (
    <main className="mx-auto grid max-w-6xl gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Claims</h1>
        <Link href="/admin" className="text-sm font-medium text-brand-600 underline">
          Back to Admin Panel
        </Link>
      </div>
      <Card>
        <CardHeader>
          <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
            <div className="min-w-60 flex-1">
              <Label htmlFor="claims-search">Search</Label>
              <Input id="claims-search" placeholder="Reference, claim number, insured or VIN" value={draft} onChange={(e) => setDraft(e.target.value)} />
            </div>
            <Button type="submit">Search</Button>
          </form>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2 justify-self-start sm:hidden"
            aria-expanded={filtersOpen}
            aria-controls="claims-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {filtersOpen ? 'Hide filters and sorting' : `Filters and sorting${activeFilters ? ` (${activeFilters} on)` : ''}`}
          </Button>
          <div id="claims-filters" className={`${filtersOpen ? 'grid' : 'hidden'} gap-3 pt-2 sm:grid sm:grid-cols-3 lg:grid-cols-6`}>
            <div>
              <Label htmlFor="filter-status">Status</Label>
              <select id="filter-status" className={selectClass} value={status} onChange={(e) => change(setStatus)(e.target.value)}>
                <option value="">All statuses</option>
                {CLAIM_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="filter-type">Claim type</Label>
              <select id="filter-type" className={selectClass} value={claimType} onChange={(e) => change(setClaimType)(e.target.value)}>
                <option value="">All types</option>
                {CLAIM_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {CLAIM_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="filter-from">Submitted from</Label>
              <Input id="filter-from" type="date" value={from} onChange={(e) => change(setFrom)(e.target.value)} />
            </div>
            <div>
              <Label htmlFor="filter-to">Submitted to</Label>
              <Input id="filter-to" type="date" value={to} onChange={(e) => change(setTo)(e.target.value)} />
            </div>
            <div>
              <Label htmlFor="sort-by">Sort by</Label>
              <select id="sort-by" className={selectClass} value={sort} onChange={(e) => change(setSort)(e.target.value)}>
                {SORTS.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="sort-dir">Order</Label>
              <select id="sort-dir" className={selectClass} value={dir} onChange={(e) => change(setDir)(e.target.value as 'asc' | 'desc')}>
                <option value="desc">Newest / Z–A first</option>
                <option value="asc">Oldest / A–Z first</option>
              </select>
            </div>
          </div>
        </CardHeader>
        <CardContent>
          {isLoading && <Spinner label="Loading claims..." />}
          {error && (
            <p role="alert" className="text-red-700">
              {errorMessage(error, 'The claims could not be loaded.')}
            </p>
          )}
          {data && data.claims.length === 0 && <p className="py-6 text-center text-slate-600">No claims match.</p>}
          {data && data.claims.length > 0 && (
            <div className="overflow-x-auto">
              <table className="stack-table w-full text-left text-sm">
                <caption className="sr-only">Claims</caption>
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th className="py-2 pr-3">Reference</th>
                    <th className="py-2 pr-3">Status</th>
                    <th className="py-2 pr-3">Type</th>
                    <th className="py-2 pr-3">Insured</th>
                    <th className="py-2 pr-3">Claim #</th>
                    <th className="py-2 pr-3">Vehicle</th>
                    <th className="py-2 pr-3">Files</th>
                    <th className="py-2">Submitted</th>
                  </tr>
                </thead>
                <tbody>
                  {data.claims.map((c) => (
                    <tr key={c.referenceNumber} className="border-b border-slate-100 last:border-0">
                      <td data-label="Reference" className="py-2 pr-3 font-mono">
                        <Link href={`/admin/claims/${c.referenceNumber}`} className="text-brand-600 underline">
                          {c.referenceNumber}
                        </Link>
                        {c.possibleDuplicateOf && (
                          <span className="mt-1 block font-sans text-xs font-semibold text-amber-800">
                            Possible duplicate of{' '}
                            <Link href={`/admin/claims/${c.possibleDuplicateOf}`} className="underline">
                              {c.possibleDuplicateOf}
                            </Link>
                          </span>
                        )}
                      </td>
                      <td data-label="Status" className="py-2 pr-3">
                        <ClaimStatusBadge status={c.status} />
                      </td>
                      <td data-label="Type" className="py-2 pr-3">
                        {CLAIM_TYPE_LABELS[c.claimType as ClaimType] ?? c.claimType}
                      </td>
                      <td data-label="Insured" className="py-2 pr-3">
                        {c.insuredName ?? '—'}
                        {c.filedForName && <span className="block text-xs text-slate-500">for {c.filedForName}</span>}
                      </td>
                      <td data-label="Claim #" className="py-2 pr-3">
                        {c.claimNumber ?? '—'}
                      </td>
                      <td data-label="Vehicle" className="py-2 pr-3">
                        {[c.vehicleYear, c.vehicleMake, c.vehicleModel].filter(Boolean).join(' ') || '—'}
                        {c.vehicleVin && <span className="block font-mono text-xs text-slate-500">{c.vehicleVin}</span>}
                      </td>
                      <td data-label="Files" className="py-2 pr-3">
                        {c.fileCount}
                      </td>
                      <td data-label="Submitted" className="py-2">
                        {formatDateTime(c.createdAt)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data && (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
              <span>
                {plural(data.total, 'claim')} · page {data.page} of {pages}
              </span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous page
                </Button>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next page
                </Button>
              </div>
            </nav>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
