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
export type Content = PublicContent;

/** The names the document pipeline and the assignment forms need. */
export type ContentNames = Pick<Content, 'firmName' | 'insurerName'>;

export { DEFAULT_CONTENT } from './content-defaults';

/** The browser's copy: exactly the whitelisted keys (unknown keys are dropped by the schema). */
export function toPublicContent(content: Content): PublicContent {
  return PublicContentSchema.parse(content);
}
