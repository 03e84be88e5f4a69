import type { ClaimFileView, StatusEventView } from '../../shared/claim-views.js';
import type { ClaimFileRow, ClaimRow, claimStatusEvents } from '../db/schema.js';

export type StatusEventRow = typeof claimStatusEvents.$inferSelect;

export type { ClaimFileView, StatusEventView };

export function toFileView(referenceNumber: string, f: ClaimFileRow): ClaimFileView {
  return {
    id: f.id,
    fileName: f.fileName,
    contentType: f.contentType,
    size: f.size,
    category: f.category,
    confidence: f.confidence,
    url: `/api/claims/${encodeURIComponent(referenceNumber)}/files/${encodeURIComponent(f.id)}`,
    createdAt: f.createdAt.toISOString(),
  };
}

export function toEventView(e: StatusEventRow): StatusEventView {
  return { status: e.status, note: e.note, by: e.actorUsername, at: e.createdAt.toISOString() };
}

/**
 * The claim as the API answers it: every stored field (flat, as the spec's GET reads "claim
 * fields, status, createdAt"), its files and its status history, oldest first. The idempotency
 * key stays internal.
 */
export function toClaimView(row: ClaimRow, files: ClaimFileRow[], events: StatusEventRow[]) {
  const { idempotencyKey: _key, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    files: files.map((f) => toFileView(row.referenceNumber, f)),
    statusHistory: events.map(toEventView),
  };
}
export type ClaimView = ReturnType<typeof toClaimView>;

/** A row of the staff list: enough to scan the queue without loading every field. */
export function toClaimSummary(row: ClaimRow, fileCount: number) {
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    claimType: row.claimType,
    claimSubType: row.claimSubType,
    status: row.status,
    insuredName: row.insuredName,
    claimNumber: row.claimNumber,
    vehicleVin: row.vehicleVin,
    vehicleYear: row.vehicleYear,
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    filedForName: row.filedForName,
    fileCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
