/**
 * decide, the packet: one key's value from what every document of a packet said, by the table of
 * decide-packet-spec.ts (the kinds that may supply the key, best first; the kinds authoritative for
 * its field; what a vote weighs). The intake's merge (merge.ts) takes the consensus: each document
 * votes for its value, weighted by the value's confidence, its kind's authority, a text layer over OCR
 * and, for a VIN, its check digit and make; equal values add up and a close rival is reported. The
 * generator's merge (generator-merge.ts) takes the first value by the same table's order.
 */
import type { DocumentKind } from '../../../shared/categories';
import { decodeVin } from '../../../shared/vin';
import type { ExtractedFields } from './decide';
import { isAuthoritative, PACKET_SPEC, type PacketRule, type PacketSpec } from './decide-packet-spec';
import type { FieldName } from './field-spec';
import { makeOfMaker } from './normalize';

/** What one document of the packet said: its name, the kinds it counts as, its fields, whether OCR read it. */
export type PacketDocument = { name: string; kinds: DocumentKind[]; fields: ExtractedFields; ocr: boolean };
export type PacketSource = { file: string; page: number; confidence: number };
export type PacketConflict = Array<{ value: string; files: string[] }>;
export type PacketDecision = { value: string; source: PacketSource; conflict: PacketConflict | null };

/** A document's claim to supply a key: its value, where it stands in the rule's order, and its authority. */
type Offer = { value: string; doc: PacketDocument; index: number; rank: number; authoritative: boolean; page: number; confidence: number };

function offers(docs: PacketDocument[], rule: PacketRule, spec: PacketSpec, trim: boolean): Offer[] {
  const out: Offer[] = [];
  docs.forEach((doc, index) => {
    const also = rule.also;
    const own = doc.kinds.filter((k) => rule.kinds.includes(k) || also === 'any' || also?.includes(k));
    if (own.length === 0) return;
    const v = doc.fields[rule.field];
    const value = trim ? v?.value?.trim() : v?.value;
    if (!v || !value) return;
    const ranks = own.map((k) => rule.kinds.indexOf(k)).filter((r) => r >= 0);
    const authoritative = own.some((k) => isAuthoritative(rule.field, k, spec));
    out.push({ value, doc, index, rank: ranks.length ? Math.min(...ranks) : Number.POSITIVE_INFINITY, authoritative, page: v.page, confidence: v.confidence });
  });
  return out;
}

/** A VIN that decodes (check digit) and whose make agrees with the printed one weighs more. */
function vinFactor(doc: PacketDocument, vin: string, w: PacketSpec['weights']): number {
  const d = decodeVin(vin);
  if (!d.ok) return w.vinFails;
  const printed = doc.fields.vehicleMake?.value;
  const decoded = makeOfMaker(d.vin.make);
  if (printed && decoded) return printed === decoded ? w.vinMakeAgrees : w.vinMakeDisagrees;
  return 1;
}

const sameKey = (field: FieldName, v: string) => (field === 'vehicleVin' ? v.toUpperCase() : v.toLowerCase().replace(/[^a-z0-9@]+/g, ''));
const sourceOf = (o: Offer): PacketSource => ({ file: o.doc.name, page: o.page, confidence: o.confidence });

/** The intake: the value with the most weight behind it; ties go to the kind listed first. */
function byConsensus(docs: PacketDocument[], rule: PacketRule, spec: PacketSpec): PacketDecision | null {
  const w = spec.weights;
  type Group = { value: string; weight: number; best: { offer: Offer; weight: number }; rank: number; files: string[] };
  const groups = new Map<string, Group>();
  for (const o of offers(docs, rule, spec, false)) {
    const vin = rule.field === 'vehicleVin' ? vinFactor(o.doc, o.value, w) : 1;
    const weight = o.confidence * (o.authoritative ? w.authoritative : w.other) * (o.doc.ocr ? w.ocr : 1) * vin;
    const key = sameKey(rule.field, o.value);
    const g = groups.get(key);
    if (!g) groups.set(key, { value: o.value, weight, best: { offer: o, weight }, rank: o.rank, files: [o.doc.name] });
    else {
      g.weight += weight;
      g.rank = Math.min(g.rank, o.rank);
      if (weight > g.best.weight) g.best = { offer: o, weight };
      if (!g.files.includes(o.doc.name)) g.files.push(o.doc.name);
    }
  }
  const ranked = [...groups.values()].sort((a, b) => b.weight - a.weight || a.rank - b.rank);
  const [win, second] = ranked;
  if (!win) return null;
  // A rival with enough of the winner's weight is a real disagreement, not a stray misread.
  const close = (g: Group) => g.weight >= win.weight * w.rivalShare;
  const conflict = second && close(second) ? ranked.filter(close).map((g) => ({ value: g.value, files: g.files })) : null;
  return { value: win.best.offer.value, source: sourceOf(win.best.offer), conflict };
}

/**
 * The generator: the first document by the rule's kinds, best first; among the other kinds it allows,
 * the documents authoritative for the field first; then the packet's order. Values that say nothing
 * (`ignored`: "Pending", "N/A") are passed over.
 */
function byOrder(docs: PacketDocument[], rule: PacketRule, spec: PacketSpec): PacketDecision | null {
  const tier = (o: Offer) => (Number.isFinite(o.rank) || o.authoritative ? 0 : 1);
  const [first] = offers(docs, rule, spec, true)
    .filter((o) => !spec.ignored.test(o.value))
    .sort((a, b) => a.rank - b.rank || tier(a) - tier(b) || a.index - b.index);
  return first ? { value: first.value, source: sourceOf(first), conflict: null } : null;
}

export type PacketSection = 'claim' | 'opposingAppraiser' | 'generator';

/** One key of a section of the table decided over the packet's documents: null when no document may or does supply it. */
export function decidePacket(docs: PacketDocument[], section: PacketSection, key: string, spec: PacketSpec = PACKET_SPEC): PacketDecision | null {
  const rule = (spec[section] as Record<string, PacketRule | undefined>)[key];
  if (!rule) return null;
  return section === 'generator' ? byOrder(docs, rule, spec) : byConsensus(docs, rule, spec);
}
