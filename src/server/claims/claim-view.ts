import type { ClaimFileView, ClaimSummary, ClaimView, StatusEventView, StoredAnswer } from '../../shared/contracts/claims.js';
import type { SessionUser } from '../auth/session.js';
import type { ClaimFileRow, ClaimRow, claimStatusEvents } from '../db/schema.js';
import { isStaffUser } from './claim-access.js';
import { displayFileName } from '../../shared/file-name.js';
import { isInternalHistory } from '../../shared/claim-status.js';

export type StatusEventRow = typeof claimStatusEvents.$inferSelect;
/** A status event with what a claimant may read of its actor (their full name and role), when known. */
export type StatusEventWithActor = StatusEventRow & { actorFullName?: string | null; actorRole?: string | null };

/** What a claimant reads for staff without a full name on their account. */
export const STAFF_DISPLAY_NAME = 'Claims staff';

/**
 * Who changed a status, as a claimant reads it: a full name, else "Claims staff" for staff, never
 * a username (staff usernames would tell a stranger whose sign-in to try).
 */
export function actorDisplayName(e: StatusEventWithActor): string | null {
  const name = e.actorFullName?.trim();
  if (name) return name;
  return e.actorRole === 'staff' || e.actorRole === 'admin' ? STAFF_DISPLAY_NAME : null;
}

/** The claimant's status history of each staff view built here (claimViewFor reads it). */
const claimantHistories = new WeakMap<ClaimView, StatusEventView[]>();

export type { ClaimFileView, ClaimView, StatusEventView };

export function toFileView(referenceNumber: string, f: ClaimFileRow): ClaimFileView {
  return {
    id: f.id,
    fileName: displayFileName(f.fileName),
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
 * The claim as the API answers it (shared/contracts/claims.ts), key by key: a new column goes out
 * only when the contract names it. Files and status history oldest first. This is the staff view
 * (with the documents' text); `claimViewFor` narrows it for a claimant.
 */
export function toClaimView(row: ClaimRow, files: ClaimFileRow[], events: StatusEventWithActor[]): ClaimView {
  const view: ClaimView = {
    id: row.id,
    referenceNumber: row.referenceNumber,
    claimType: row.claimType,
    claimSubType: row.claimSubType,
    inspectionNeeded: row.inspectionNeeded,
    typeDetails: row.typeDetails,
    status: row.status,
    insuredName: row.insuredName,
    claimNumber: row.claimNumber,
    policyNumber: row.policyNumber,
    dateOfLoss: row.dateOfLoss,
    vehicleYear: row.vehicleYear,
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    vehicleTrim: row.vehicleTrim,
    vehicleVin: row.vehicleVin,
    vehicleLocation: row.vehicleLocation,
    email: row.email,
    phone: row.phone,
    repairShopName: row.repairShopName,
    notes: row.notes,
    uploadedFiles: row.uploadedFiles,
    clientAddress: row.clientAddress,
    clientCity: row.clientCity,
    clientState: row.clientState,
    clientZip: row.clientZip,
    driverLicenseNumber: row.driverLicenseNumber,
    insuranceCompany: row.insuranceCompany,
    deductibleAmount: row.deductibleAmount,
    opposingAppraiserName: row.opposingAppraiserName,
    opposingAppraiserCompany: row.opposingAppraiserCompany,
    opposingAppraiserPhone: row.opposingAppraiserPhone,
    opposingAppraiserEmail: row.opposingAppraiserEmail,
    opposingAppraiserAddress: row.opposingAppraiserAddress,
    opposingAppraiserStatus: row.opposingAppraiserStatus,
    opposingEstimateAmount: row.opposingEstimateAmount,
    opposingEstimateDate: row.opposingEstimateDate,
    analysisResult: row.analysisResult,
    analysisConfidence: row.analysisConfidence,
    extractedText: row.extractedText,
    answers: row.answers as Record<string, StoredAnswer> | null,
    estimateComparison: row.estimateComparison,
    submittedBy: row.submittedBy,
    filedForName: row.filedForName,
    filedForEmail: row.filedForEmail,
    possibleDuplicateOf: row.possibleDuplicateOf,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    files: files.map((f) => toFileView(row.referenceNumber, f)),
    statusHistory: events.map(toEventView),
  };
  claimantHistories.set(
    view,
    events.map((e) => ({ ...toEventView(e), by: actorDisplayName(e) })),
  );
  return view;
}

/**
 * The view this reader may see: staff get the documents' extracted text (the staff claim page
 * shows it) and the row ids; a claimant's answer leaves them out (sequential ids would tell how
 * many claims the firm has), and its status history names people by display name, never by
 * username. Returns a new object: cached views stay shared.
 */
export function claimViewFor(view: ClaimView, reader: Pick<SessionUser, 'role'>): ClaimView {
  if (isStaffUser(reader)) return view;
  const { extractedText: _text, id: _id, submittedBy: _by, ...rest } = view;
  // A view not built by toClaimView names nobody. Staff's internal notes and the files they added are
  // staff's history, never the claimant's.
  const statusHistory = (claimantHistories.get(view) ?? view.statusHistory.map((e) => ({ ...e, by: null }))).filter((e) => !isInternalHistory(e.status));
  return { ...rest, statusHistory };
}

/** A claims-list row as a claimant sees it: without the row id. */
export function claimantSummary(summary: ClaimSummary): ClaimSummary {
  const { id: _id, ...rest } = summary;
  return rest;
}

/** A row of the claims list: enough to scan the queue without loading every field. */
export function toClaimSummary(row: ClaimRow, fileCount: number): ClaimSummary {
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
    possibleDuplicateOf: row.possibleDuplicateOf,
    fileCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
