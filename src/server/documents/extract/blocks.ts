/**
 * Role blocks: "Owner / Insured", "Claimant", "Appraiser", "Repair Facility", "Inspection Location"
 * headed blocks, read whole: name, company, street, city/state/ZIP, phone and e-mail on the lines
 * below the header in the header's column (up to the next column on the header's line), from the
 * layout stage's form cells and row positions.
 */
import { pageLayout } from '../layout/layout-of';
import { ADDRESS_START } from './address-shape';
import type { DocumentPage } from '../text/types';
import { type Cell, pageCells } from './cells';
import { ROLE_LABELS as ROLES, type Role } from './vocabulary/roles';
import { isKnownLabel, joinedOcrReadings } from './labels';
import { parsePhone, readEmail } from './normalize';

export type { Role };
export type RoleBlock = {
  role: Role;
  page: number;
  line: number;
  name: string | null;
  company: string | null;
  street: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  lines: string[];
};

/** Contact labels that continue a block ("Phone: …", "Email: …"). */
// Owner blocks print the phone's kind before or after the number ("Day: (318) …", "(918) … Cell").
const CONTACT =
  /^(phone|tel|telephone|cell|mobile|home|work|office|ph|fax|e-?mail|day|evening|night|business|bus|res|residence|primary|alt|alternate|other)(\s+(?:phone|ph|tel|#))?(\s*[:.#]\s*|\s+(?=[\d(+]))/i;
const PHONE_KIND = /\s*\(?\b(cell|mobile|home|work|day|evening|night|business|bus|res|residence|primary|alt|office|main)\)?\.?\s*$/i;
const CITY_LINE = /\b[A-Z]{2}\.?\s+\d{5}(-\d{4})?\b/;
// Dealers too: a dealer or a company is never the insured ("Copperfield Crossing Auto Sales", "Bayview Cars").
const ORG_WORD =
  /\b(llc|inc|corp|co\.|company|group|services|appraisals?|appraisers|associates|partners|collision|auto|autos|automotive|body|motors|garage|center|centre|insurance|dealer|dealership|sales|cars|superstore|autoplex|outlet)\b/i;

const roleOfLabel = (label: string): Role | null => ROLES.find(([re]) => re.test(label.replace(/\s*[:#]$/, '').trim()))?.[1] ?? null;

export function findRoleBlocks(page: DocumentPage): RoleBlock[] {
  // On a scan a heading may come split where its letters stand apart ("Own er"): read joined again too.
  const roleOf = page.ocr
    ? (label: string): Role | null => joinedOcrReadings(label.replace(/\s*[:#]$/, '')).reduce<Role | null>((r, t) => r ?? roleOfLabel(t), null)
    : roleOfLabel;
  const rows = pageCells(page);
  const layout = pageLayout(page).rows;
  const out: RoleBlock[] = [];
  rows.forEach((cells, li) => {
    cells.forEach((cell, ci) => {
      const m = cell.text.match(/^([^:]{2,40}?)\s*:\s*(.*)$/);
      const role = roleOf(m ? (m[1] ?? '') : cell.text);
      if (!role) return;
      // The block's column: from the header (or its value cell) to the next cell on the header's line.
      const inlineValue = m?.[2]?.trim() ?? '';
      // The next cell is the header's value only when it is a value, not the next column's heading ("Owner:  Inspection Location:").
      const nextCell = cells[ci + 1];
      const nextIsHeading = !!nextCell && (/:\s*$/.test(nextCell.text) || isKnownLabel(nextCell.text) || roleOf(nextCell.text.replace(/:.*$/, '')) !== null);
      const valueCell: Cell | undefined = inlineValue || nextIsHeading ? undefined : nextCell;
      const first = inlineValue || valueCell?.text || '';
      const left = cell.x - 12;
      const right = (valueCell ? cells[ci + 2] : nextCell)?.x ?? Number.POSITIVE_INFINITY;
      const lines = first && !isKnownLabel(first.replace(/:$/, '')) ? [first] : [];
      const lineHeight = layout[li + 1] ? Math.max(8, (layout[li + 1]?.y ?? 0) - (layout[li]?.y ?? 0)) : 12;
      for (let d = 1; d <= 6; d++) {
        const row = rows[li + d];
        if (!row) break;
        // A gap of more than two lines ends the block.
        if ((layout[li + d]?.y ?? 0) - (layout[li + d - 1]?.y ?? 0) > lineHeight * 2.2) break;
        const inCol = row.filter((c) => c.x >= left && c.x < right - 4);
        const c = inCol[0];
        if (!c) break;
        const t = inCol.map((x) => x.text).join('  ');
        if (roleOf(t.replace(/:.*$/, '')) || (!CONTACT.test(t) && /^[^:]{2,40}:/.test(t)) || (!CONTACT.test(t) && isKnownLabel(t))) break;
        lines.push(t);
      }
      if (lines.length === 0) return;
      out.push({ role, page: page.pageNumber, line: li, lines, ...parseBlock(lines) });
    });
  });
  return out;
}

function parseBlock(lines: string[]): Omit<RoleBlock, 'role' | 'page' | 'line' | 'lines'> {
  const b: Omit<RoleBlock, 'role' | 'page' | 'line' | 'lines'> = { name: null, company: null, street: null, city: null, phone: null, email: null };
  for (const raw of lines) {
    for (const part of raw.split(/\s{2,}|\s+\|\s+/)) {
      const t = part.replace(CONTACT, '').trim();
      const bare = t.replace(PHONE_KIND, '');
      if (!t) continue;
      const email = readEmail(t);
      if (email) {
        b.email ??= email;
        continue;
      }
      const phone = parsePhone(bare);
      if (phone && bare.replace(/[\d\s().+-]/g, '').length <= 3) {
        b.phone ??= phone;
        continue;
      }
      // "Colby Hollis, Atlas Vehicle Appraisers": a person and his company on one line.
      const comma = t.match(/^([^,]+),\s*(.+)$/);
      if (comma && !b.name && ORG_WORD.test(comma[2] ?? '') && !ORG_WORD.test(comma[1] ?? '') && !CITY_LINE.test(t)) {
        b.name = (comma[1] as string).trim();
        b.company ??= (comma[2] as string).trim();
        continue;
      }
      if (ADDRESS_START.test(t) && !b.street) b.street = t.replace(/,\s*$/, '');
      else if (CITY_LINE.test(t) && !b.city) b.city = t;
      else if (!b.name) b.name = t;
      else if (!b.company && !b.street) b.company = t;
    }
  }
  // "Cascade Appraisals LLC / Morgan Ellis": a company first and a person second.
  if (b.name && b.company && ORG_WORD.test(b.name) && !ORG_WORD.test(b.company)) [b.name, b.company] = [b.company, b.name];
  // A street line that carries its city ("12 Main St, Tulsa, OK 74101") is the whole address.
  if (b.street && CITY_LINE.test(b.street)) b.city = null;
  return b;
}

export const blockAddress = (b: RoleBlock): string | null => [b.street, b.city].filter(Boolean).join(', ') || null;
export const isOrgName = (s: string): boolean => ORG_WORD.test(s);
