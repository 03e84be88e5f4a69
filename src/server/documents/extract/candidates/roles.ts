/**
 * Candidates of the parties' contacts read from the layout of whole blocks: role blocks (owner,
 * appraiser, repair facility, inspection location: name through ZIP and contacts), a letter's
 * addressee, the letterhead (the writer's own contacts), a signature naming its side, and the writer of
 * an appraiser's letter taken as the appraiser.
 */
import type { DocumentKind } from '../../../../shared/categories';
import type { DocumentText } from '../../text/types';
import { ADDRESS_START, namesPerson } from '../address-shape';
import { blockAddress, findRoleBlocks, isOrgName } from '../blocks';
import { letterhead, pageCells } from '../cells';
import type { FieldName } from '../field-spec';
import { readField } from '../normalise-field';
import { EMAIL_RE, parsePhone, readEmail } from '../normalize';
import { gluedScore } from '../validate';
import type { Cue, RawCandidate } from './types';

/**
 * A carrier's letter to its insured ("your vehicle", "your deductible") is addressed to him: the name
 * heading the address block (name, then a street line) above a salutation that repeats the surname
 * is the insured (a "c/o" or "Attn" line may stand between). Read from the letter's layout, not a label.
 */
export function addresseeCandidates(out: RawCandidate[], text: DocumentText, kind: DocumentKind): void {
  const first = text.pages[0];
  if (kind !== 'other' || !first || !/\byour (vehicle|car|policy|claim|deductible|loss)\b/i.test(first.text)) return;
  const lines = first.lines.map((l) => l.text.trim());
  const dear = lines.findIndex((t) => /^dear\s+\S/i.test(t));
  if (dear < 0) return;
  const greeting = (lines[dear] as string).replace(/^dear\s+/i, '').replace(/[:,]\s*$/, '');
  const surname = greeting.split(/\s+/).pop()?.toLowerCase() ?? '';
  for (let i = Math.max(0, dear - 12); i < dear - 1; i++) {
    const name = (lines[i] ?? '').split(/\s{2,}/)[0] ?? '';
    // Mail sent through someone else prints "c/o Baxter Law Group" or "Attn: …" between the name and the street.
    const street = IN_CARE_OF_LINE.test(lines[i + 1] ?? '') ? lines[i + 2] : lines[i + 1];
    if (!ADDRESS_START.test(street ?? '') || isOrgName(name) || !name.toLowerCase().split(/\s+/).includes(surname)) continue;
    out.push({ field: 'insuredName', raw: name, page: first.pageNumber, features: { cue: 'addressee', ocr: first.ocr } });
    return;
  }
}

const IN_CARE_OF_LINE = /^(?:c\/o|care of|attn\b)/i;

/** Role blocks (owner, appraiser, repair facility, inspection location): the whole block, name through ZIP and contacts. */
export function roleBlockCandidates(out: RawCandidate[], text: DocumentText): void {
  for (const page of text.pages) {
    const blocks = findRoleBlocks(page);
    // The insured's name as read so far, to tell a location block's owner line from a place's name.
    const insured = [
      ...out.flatMap((c) => (c.field === 'insuredName' ? [c.typed ? c.raw : (readField('insuredName', c.raw, c.rest)?.value ?? null)] : [])),
      ...blocks.flatMap((b) => (b.role === 'owner' && b.name ? [b.name] : [])),
    ].filter((v): v is string => v !== null);
    for (const b of blocks) {
      const push = (field: FieldName, raw: string | null) => {
        if (raw) out.push({ field, raw, page: page.pageNumber, features: { cue: 'role-block', ocr: page.ocr } });
      };
      const address = blockAddress(b);
      if (b.role === 'owner') {
        if (b.name && !isOrgName(b.name)) push('insuredName', b.name);
        push('phone', b.phone);
        push('email', b.email);
      } else if (b.role === 'appraiser') {
        if (b.name && !isOrgName(b.name)) push('appraiserName', b.name);
        push('appraiserCompany', b.company ?? (b.name && isOrgName(b.name) ? b.name : null));
        push('appraiserPhone', b.phone);
        push('appraiserEmail', b.email);
        push('appraiserAddress', address);
      } else if (b.role === 'shop') {
        push('repairShopName', b.name);
        push('shopAddress', address);
        push('shopPhone', b.phone);
      } else if (b.lines.length > 1) {
        // A location block read whole beats its first line read alone. Its first line names the place
        // ("Rolling Hills Collision", "Precision Coachworks") or the owner whose home it is: the owner's
        // name goes (the address lines are the location), any other name stays with its address. Told by
        // the people the document names, not by the name's shape: a shop's name is often two capitalised
        // words, and a name kept beside an address costs less than a place's name lost.
        const placeName = b.name && !namesPerson(b.name, insured) ? b.name : null;
        push('vehicleLocation', address ? [placeName, address].filter(Boolean).join(', ') : null);
      }
    }
  }
}

/** Letterhead contacts belong to whoever wrote the document; the writer of an appraiser's letter is the appraiser. */
export function writerCandidates(out: RawCandidate[], text: DocumentText, kind: DocumentKind): void {
  // The person who signed or wrote an appraiser's letter is the appraiser (below any labelled appraiser).
  if (kind === 'opposing_appraiser')
    for (const w of out.filter((c) => c.field === 'writer')) out.push({ ...w, field: 'appraiserName', features: { ...w.features, writerAsAppraiser: true } });
  if (kind === 'opposing_appraiser') signedAppraiser(out, text);
  const first = text.pages[0];
  if (!first) return;
  const head = letterhead(first);
  if (head.length === 0) return;
  // The business name is the first letterhead line with a word in it that is not the document's title
  // ("INVOICE" printed above the shop's name); a scanned logo reads as a few marks ("LC]").
  const isTitle = (t: string) => gluedScore(t) > 0 && t.split(/\s+/).length <= 4 && !isOrgName(t);
  const org =
    head.map((l) => l.split(/\s{2,}/)[0]?.trim() ?? '').find((t) => /[A-Za-z]{3}/.test(t) && t.replace(/[^A-Za-z]/g, '').length >= 4 && !isTitle(t)) ?? '';
  const phone = head.map((l) => parsePhone(l)).find(Boolean) ?? null;
  const email = head.map((l) => readEmail(l)).find(Boolean) ?? null;
  const address = letterheadAddress(head);
  const push = (field: FieldName, value: string | null) => {
    if (value) out.push({ field, raw: value, page: first.pageNumber, features: { cue: 'letterhead', ocr: first.ocr } });
  };
  if (kind === 'shop_estimate') {
    push('repairShopName', titleIfCaps(org));
    push('shopPhone', phone);
    push('shopAddress', address);
  } else if (kind === 'opposing_appraiser') {
    push('appraiserCompany', org);
    push('appraiserPhone', phone);
    push('appraiserEmail', email);
    push('appraiserAddress', address);
  }
}

/** "Dana Cole, Appraiser for the Insured" / "Dana Cole, Owner's Appraiser": a signature naming its side. */
const SIGNED_APPRAISER =
  /^([A-Z][A-Za-z'.-]+(?:\s+[A-Z][A-Za-z'.-]*){1,3}),\s*(?:appraiser for (?:the )?(?:insured|owner|claimant|policyholder)|(?:insured|owner|claimant|policyholder)'?s appraiser)$/i;

/**
 * Award and demand letters are signed in columns: the insured's appraiser signs "<name>, Appraiser for
 * Insured" with his company on the line under it, the carrier's appraiser in the other column.
 */
function signedAppraiser(out: RawCandidate[], text: DocumentText) {
  for (const page of text.pages) {
    const rows = pageCells(page);
    const push = (field: FieldName, raw: string, cue: Cue) => out.push({ field, raw, page: page.pageNumber, features: { cue, ocr: page.ocr } });
    rows.forEach((cells, li) => {
      for (const cell of cells) {
        const m = cell.text.match(SIGNED_APPRAISER);
        if (!m) continue;
        push('appraiserName', m[1] as string, 'signed-appraiser');
        const under = rows[li + 1]?.find((c) => Math.abs(c.x - cell.x) <= 12);
        if (under && isOrgName(under.text)) push('appraiserCompany', under.text, 'signed-company');
      }
    });
  }
}

/**
 * The street address of a letterhead: a line starting with a street number or a post office box, read without the phone,
 * e-mail or web parts printed beside it ("12 Main St, Suite 3 | Dover, DE 19901 | (302) …"); a city line
 * printed under the street joins it.
 */
const PARTS = /\s{2,}|\s+[·|•]\s+|\s+(?=(?:tel|phone|ph|fax|cell)\b\.?)/i;
function letterheadAddress(head: string[]): string | null {
  for (let i = 1; i < head.length; i++) {
    const parts = (head[i] ?? '').split(PARTS).map((p) => p.trim());
    if (!ADDRESS_START.test(parts[0] ?? '') || parsePhone(parts[0] ?? '')) continue;
    const kept = parts.filter((p) => p && !parsePhone(p) && !EMAIL_RE.test(p) && !/\bwww\.|\.(com|net|org)\b|^(tel|phone|fax|ph)\b/i.test(p));
    const city = /\b[A-Z]{2}\s+\d{5}\b/;
    if (!kept.some((p) => city.test(p))) {
      const next = (head[i + 1] ?? '').split(PARTS)[0]?.trim() ?? '';
      if (city.test(next) && !parsePhone(next)) kept.push(next);
    }
    return kept.join(', ');
  }
  return null;
}

function titleIfCaps(s: string): string {
  if (s !== s.toUpperCase()) return s;
  return s
    .toLowerCase()
    .replace(/(^|[\s&-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    .replace(/'S\b/g, "'s")
    .replace(/\b(Llc|Inc)\b/g, (w) => (w === 'Llc' ? 'LLC' : 'Inc'));
}
