/**
 * The firm's editable content (DESIGN.md "Content"): names, contacts, default shop, carrier
 * options. These are the defaults; the server loads them once, with CONTENT_FILE, FIRM_NAME and
 * INSURER_NAME over them (src/server/content.ts), and sends the web exactly PublicContentSchema's
 * keys through GET /api/content. Server code and the document pipeline take the loaded content as
 * context; the web reads it with useContent().
 */
import { z } from 'zod';

const name = z.string().trim().min(1).max(120);

export const ContactSchema = z.object({
  name,
  role: z.string().trim().max(120),
  phone: z.string().trim().max(40),
  email: z.string().trim().max(200),
});

/** What the browser may see of the content: every key is named here, nothing else goes out. */
export const PublicContentSchema = z.object({
  firmName: name,
  insurerName: name,
  contacts: z.array(ContactSchema).max(20),
  /** Preset in the assignment form's shop field. */
  defaultShopName: z.string().trim().max(200),
  /** Insurance carrier options of the Assignment Bot's fallback question (the last is Other). */
  carrierOptions: z.array(name).min(1).max(40),
});
export type PublicContent = z.infer<typeof PublicContentSchema>;

/**
 * The appraisal dispute letter's firm-specific parts (server only): letterhead lines under the firm's
 * name, the signatory, the appraisal paragraph's wording ({insured}, {firm}, {appraiser}, {days}, {provision}: the policy's appraisal provision cited with the policy number
 * filled in), the days the carrier is asked to name its appraiser in, and what an appraisal costs the
 * claimant (the firm's fee and an umpire's, of which the claimant pays half).
 */
export const LetterContentSchema = z.object({
  letterhead: z.array(z.string().trim().min(1).max(200)).max(6),
  signatory: z.object({ name, title: z.string().trim().max(120) }),
  appraisalWording: z.string().trim().min(20).max(2000),
  appraiserDays: z.number().int().min(1).max(120),
  firmFee: z.number().min(0).max(1_000_000),
  umpireFee: z.number().min(0).max(1_000_000),
});
export type LetterContent = z.infer<typeof LetterContentSchema>;

/** The whole content: the public part and the server's own. */
export const ContentSchema = PublicContentSchema.extend({ letter: LetterContentSchema });
export type Content = z.infer<typeof ContentSchema>;

/** The names the document pipeline and the assignment forms need. */
export type ContentNames = Pick<Content, 'firmName' | 'insurerName'>;

export { DEFAULT_CONTENT } from './content-defaults';

/** The browser's copy: exactly the whitelisted keys (unknown keys are dropped by the schema). */
export function toPublicContent(content: Content): PublicContent {
  return PublicContentSchema.parse(content);
}
