/**
 * The one content source of the server: the defaults of src/shared/content.ts, then the firm's
 * content file (CONTENT_FILE, JSON with any of the keys; `letter` key by key over its defaults), then FIRM_NAME / INSURER_NAME. Loaded once
 * at start; e-mails, the assignment forms, the OpenAPI title, the Assignment Bot's carrier options
 * and the document pipeline read it from the app's deps, and the web gets its public part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Content, ContentSchema, DEFAULT_CONTENT, LetterContentSchema } from '../shared/content.js';
import { ConfigError } from './config.js';

export type ContentConfig = { FIRM_NAME?: string; INSURER_NAME?: string; CONTENT_FILE?: string };

export function loadContent(config: ContentConfig): Content {
  let fromFile: Partial<Content> = {};
  if (config.CONTENT_FILE) {
    const file = path.resolve(config.CONTENT_FILE);
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      throw new ConfigError(`Invalid configuration:\n  CONTENT_FILE ${file} could not be read as JSON (${(err as Error).message})`);
    }
    const parsed = ContentSchema.extend({ letter: LetterContentSchema.partial().strict() }).partial().strict().safeParse(raw);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `CONTENT_FILE ${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
    }
    fromFile = { ...parsed.data, letter: { ...DEFAULT_CONTENT.letter, ...parsed.data.letter } };
  }
  return {
    ...DEFAULT_CONTENT,
    ...fromFile,
    ...(config.FIRM_NAME ? { firmName: config.FIRM_NAME.trim() } : {}),
    ...(config.INSURER_NAME ? { insurerName: config.INSURER_NAME.trim() } : {}),
  };
}
