/**
 * Why a file's analysis failed: one stable code per cause, the pipeline stage it belongs to, and the
 * sentence the person who sent the file reads (English and Spanish). The server finds the code in an
 * error's cause chain (server/documents/failure.ts); logs print code and stage, never the message;
 * `GET /api/uploads/{id}` answers `error: { stage, code, message }` and the wizard shows the sentence.
 */
import type { Locale } from './locale';

/** Where in the pipeline: fetching the bytes, the text layer, OCR, reading, storing, or the thread itself. */
export const FAILURE_STAGES = ['read', 'text', 'ocr', 'analyze', 'store', 'thread'] as const;
export type FailureStage = (typeof FAILURE_STAGES)[number];

type FailureDef = { stage: FailureStage; en: string; es: string };

const FAILURES = {
  'file.too_large': {
    stage: 'read',
    en: 'This file is larger than the portal can read. Send a smaller copy or fewer pages.',
    es: 'Este archivo es más grande de lo que el portal puede leer. Envíe una copia más pequeña o menos páginas.',
  },
  'pdf.budget_exceeded': {
    stage: 'text',
    en: 'This file holds more than one document may (pages, objects or compressed data), so it was not read. Send the pages that matter as a smaller file.',
    es: 'Este archivo contiene más de lo que un documento puede tener (páginas, objetos o datos comprimidos), así que no se leyó. Envíe las páginas importantes en un archivo más pequeño.',
  },
  'pdf.encrypted': {
    stage: 'text',
    en: 'This PDF is password-protected, so it could not be read. Send a copy without a password.',
    es: 'Este PDF está protegido con contraseña y no se pudo leer. Envíe una copia sin contraseña.',
  },
  'pdf.malformed': {
    stage: 'text',
    en: 'This file is damaged and could not be read. Try saving or printing it to PDF again and send the new copy.',
    es: 'Este archivo está dañado y no se pudo leer. Guárdelo o imprímalo de nuevo como PDF y envíe la nueva copia.',
  },
  'file.malformed': {
    stage: 'text',
    en: 'This file is damaged and could not be read. Try saving it again and send the new copy.',
    es: 'Este archivo está dañado y no se pudo leer. Guárdelo de nuevo y envíe la nueva copia.',
  },
  'ocr.failed': {
    stage: 'ocr',
    en: 'The pages of this file could not be read as text. A clearer scan or photo may help.',
    es: 'Las páginas de este archivo no se pudieron leer como texto. Un escaneo o una foto más clara puede ayudar.',
  },
  'analysis.failed': {
    stage: 'analyze',
    en: 'This file could not be analyzed. It is kept with your claim and a person will look at it.',
    es: 'Este archivo no se pudo analizar. Se guarda con su reclamo y una persona lo revisará.',
  },
  'store.invalid_text': {
    stage: 'store',
    en: 'The text of this file holds characters that could not be saved. It is kept with your claim and a person will look at it.',
    es: 'El texto de este archivo contiene caracteres que no se pudieron guardar. Se guarda con su reclamo y una persona lo revisará.',
  },
  'store.failed': {
    stage: 'store',
    en: 'The analysis of this file could not be saved. Try sending it again in a few minutes.',
    es: 'El análisis de este archivo no se pudo guardar. Intente enviarlo de nuevo en unos minutos.',
  },
  'thread.out_of_memory': {
    stage: 'thread',
    en: 'Reading this file needed more memory than one document may use. Send a smaller copy or fewer pages.',
    es: 'Leer este archivo necesitó más memoria de la que un documento puede usar. Envíe una copia más pequeña o menos páginas.',
  },
  'thread.timeout': {
    stage: 'thread',
    en: 'Reading this file took too long. Send a smaller copy or fewer pages, or try again later.',
    es: 'Leer este archivo tardó demasiado. Envíe una copia más pequeña o menos páginas, o inténtelo más tarde.',
  },
} as const satisfies Record<string, FailureDef>;

export type FailureCode = keyof typeof FAILURES;
export const FAILURE_CODES = Object.keys(FAILURES) as FailureCode[];

/** What an upload answers for a failed analysis. */
export type AnalysisFailure = { stage: FailureStage; code: FailureCode; message: string };

export function isFailureCode(value: unknown): value is FailureCode {
  return typeof value === 'string' && Object.hasOwn(FAILURES, value);
}

export function failureStage(code: FailureCode): FailureStage {
  return FAILURES[code].stage;
}

/** The sentence for the person, in their language (English when it has none of its own). */
export function failureSentence(code: FailureCode, locale: Locale | string = 'en'): string {
  const def: FailureDef = FAILURES[code];
  return locale === 'es' ? def.es : def.en;
}

/** The upload's `error` for a stored code; null when there is none (or an unknown one, from an older build). */
export function describeFailure(code: string | null | undefined, locale: Locale | string = 'en'): AnalysisFailure | null {
  if (!isFailureCode(code)) return null;
  return { stage: failureStage(code), code, message: failureSentence(code, locale) };
}
