import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Accounts. `password` holds an argon2id hash; '' means "no usable password yet". */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    password: text('password').notNull().default(''),
    email: text('email'),
    /** The address this account proved it owns (a link sent to it was opened), folded to lower case. */
    verifiedEmail: text('verified_email'),
    fullName: text('full_name'),
    lastName: text('last_name'),
    company: text('company'),
    progressiveEmployeeId: text('progressive_employee_id'),
    progressiveEmail: text('progressive_email'),
    department: text('department'),
    officeLocation: text('office_location'),
    supervisorName: text('supervisor_name'),
    phoneNumber: text('phone_number'),
    /** The language the person chose for the portal and their e-mails ('en' | 'es'); null: not chosen yet. */
    locale: text('locale'),
    role: text('role').notNull().default('claimant'),
    status: text('status').notNull().default('pending'),
    approvedBy: integer('approved_by'),
    approvedAt: ts('approved_at'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    lastLogin: ts('last_login'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), index('users_email_idx').on(t.email)],
);

/** Server-side sessions; `id` is the SHA-256 of the cookie value, never the value itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time set-password and reset tokens, stored hashed. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(), // 'set-password' | 'reset' | 'verify-email'
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Sign-in failure counters (auth/login-limits.queries.ts): one row per scope and key ('pair':
 * account id and address, 'account': account id, 'address': address), a fixed window from the
 * first failure. Each try adds one in a single upsert, so parallel tries are all counted.
 */
export const loginCounters = pgTable(
  'login_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStart: ts('window_start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('login_counters_window_idx').on(t.windowStart)],
);

/**
 * Browsers an account signed in from (the device cookie's SHA-256): the right password from one of
 * them passes the account's own backoff, which strangers elsewhere can run up.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('known_devices_seen_idx').on(t.lastSeenAt)],
);

/** Stored claims: every field of spec/claim-intake.md section 3 plus what DESIGN.md adds. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    referenceNumber: text('reference_number').notNull(),
    claimType: text('claim_type').notNull().default('appraisal'),
    claimSubType: text('claim_sub_type'),
    inspectionNeeded: boolean('inspection_needed').notNull().default(false),
    typeDetails: jsonb('type_details').$type<Record<string, unknown>>(),
    insuredName: text('insured_name'),
    claimNumber: text('claim_number'),
    policyNumber: text('policy_number'),
    dateOfLoss: text('date_of_loss'),
    vehicleYear: integer('vehicle_year'),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vehicleTrim: text('vehicle_trim'),
    vehicleVin: text('vehicle_vin'),
    vehicleLocation: text('vehicle_location'),
    email: text('email'),
    phone: text('phone'),
    repairShopName: text('repair_shop_name'),
    notes: text('notes'),
    uploadedFiles: jsonb('uploaded_files').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('submitted'),
    clientAddress: text('client_address'),
    clientCity: text('client_city'),
    clientState: text('client_state'),
    clientZip: text('client_zip'),
    driverLicenseNumber: text('driver_license_number'),
    insuranceCompany: text('insurance_company'),
    deductibleAmount: text('deductible_amount'),
    opposingAppraiserName: text('opposing_appraiser_name'),
    opposingAppraiserCompany: text('opposing_appraiser_company'),
    opposingAppraiserPhone: text('opposing_appraiser_phone'),
    opposingAppraiserEmail: text('opposing_appraiser_email'),
    opposingAppraiserAddress: text('opposing_appraiser_address'),
    opposingAppraiserStatus: text('opposing_appraiser_status').notNull().default('completed'),
    opposingEstimateAmount: text('opposing_estimate_amount'),
    opposingEstimateDate: text('opposing_estimate_date'),
    analysisResult: jsonb('analysis_result').$type<Record<string, unknown>>(),
    analysisConfidence: integer('analysis_confidence'),
    extractedText: text('extracted_text'),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    estimateComparison: jsonb('estimate_comparison').$type<Record<string, unknown>>(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    filedForName: text('filed_for_name'),
    filedForEmail: text('filed_for_email'),
    /** The client's account, when an admin linked the claim to it explicitly (no e-mail proof needed). */
    filedForUserId: integer('filed_for_user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /** The reference of an earlier claim this one may duplicate (stored after the claimant confirmed). */
    possibleDuplicateOf: text('possible_duplicate_of'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_reference_uq').on(t.referenceNumber),
    uniqueIndex('claims_idempotency_uq').on(t.submittedBy, t.idempotencyKey),
    index('claims_status_idx').on(t.status, t.createdAt),
    index('claims_submitted_by_idx').on(t.submittedBy),
  ],
);

/** A claim's files; the bytes live in the blob store under `blobKey`. */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: text('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    category: text('category').notNull().default('other'),
    confidence: integer('confidence'),
    /** A person confirmed that this document, read as another vehicle's, belongs to the claim (one vehicle per claim). */
    vehicleConfirmedAt: ts('vehicle_confirmed_at'),
    vehicleConfirmedBy: integer('vehicle_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('claim_files_claim_idx').on(t.claimId)],
);

export const claimStatusEvents = pgTable(
  'claim_status_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('claim_status_events_claim_idx').on(t.claimId, t.createdAt)],
);

/**
 * Uploaded files. Staged uploads (POST /api/uploads and the document calls) expire unless a claim
 * takes them; the generic uploader's files (/api/upload) have no expiry. `status` follows the
 * analysis job; category/confidence/note are copied from the analysis when it is done.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    blobKey: text('blob_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('done'),
    /** Document kind from the analysis (shared/categories DocumentKind). */
    category: text('category'),
    /** 0..1, as the analysis gives it. */
    confidence: real('confidence'),
    note: text('note'),
    /** Why the analysis failed (shared/analysis-failures.ts FailureCode), null unless it did. */
    errorCode: text('error_code'),
    pipelineVersion: text('pipeline_version'),
    /** Its owner confirmed that this document, read as another vehicle's, belongs with the others (the generator's merge). */
    vehicleConfirmedAt: ts('vehicle_confirmed_at'),
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_sha_idx').on(t.sha256), index('uploads_expires_idx').on(t.expiresAt)],
);

/**
 * Bytes an account's requests in progress have reserved against its stored-bytes quota
 * (quotas/account-quotas.ts), shared by every web process on the database. A row is deleted when its
 * request ends; a row past `expiresAt` (its process died) counts for nothing and is pruned.
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    madeAt: ts('made_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('quota_reservations_user_idx').on(t.userId), index('quota_reservations_expires_idx').on(t.expiresAt)],
);

/**
 * One analysis per file content and pipeline version: the same bytes are never analyzed twice.
 * `layout` is the file's one reading (documents/text/types.ts DocumentText: words with boxes, font
 * height, confidence, source), kept in the same row so it is written with the result and keyed and
 * expired like it; readers that need positions select it, polls never do.
 */
export const analyses = pgTable(
  'analyses',
  {
    sha256: text('sha256').notNull(),
    pipelineVersion: text('pipeline_version').notNull(),
    result: jsonb('result').notNull().$type<Record<string, unknown>>(),
    layout: jsonb('layout').$type<Record<string, unknown>>(),
    ms: integer('ms'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.pipelineVersion] })],
);

/** Values typed into the wizard's suggestion fields, per user, for history suggestions. */
export const autocompleteHistory = pgTable(
  'autocomplete_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fieldType: text('field_type').notNull(),
    value: text('value').notNull(),
    frequency: integer('frequency').notNull().default(1),
    lastUsed: ts('last_used').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('autocomplete_user_field_value_uq').on(t.userId, t.fieldType, t.value)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** The owner's choices in a claim's valuation review (kept and added comparables, statements). */
export const valuationReviews = pgTable('valuation_reviews', {
  claimId: integer('claim_id')
    .primaryKey()
    .references(() => claims.id, { onDelete: 'cascade' }),
  choices: jsonb('choices').notNull().$type<Record<string, unknown>>(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Every stored version of a claim's appraisal dispute letter, as it was generated or edited. */
export const disputeLetters = pgTable(
  'dispute_letters',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    letter: jsonb('letter').notNull().$type<Record<string, unknown>>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('dispute_letters_claim_idx').on(t.claimId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;
export type ClaimFileRow = typeof claimFiles.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type DisputeLetterRow = typeof disputeLetters.$inferSelect;
