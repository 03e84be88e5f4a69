import { describe, expect, it } from 'vitest';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { renderEstimateBms } from '../../../tests/fixtures/estimates/render-bms.js';
import { parseBmsEstimate } from './bms.js';
import { BmsLineCapError, countDamageLineTags, headOfBms } from './bms-line-cap.js';

function bms(count: number, withMemos = false): string {
  const base = buildFixturePair(5, 'ccc', 'shop', ['price']).other;
  const lines = Array.from({ length: count }, (_, i) => {
    const l = base.lines[i % base.lines.length] as (typeof base.lines)[number];
    return { ...l, lineNumber: i + 1, partNumber: `P${i}`, description: `${l.description} ${i}` };
  });
  const xml = renderEstimateBms({ ...base, lines }, 5);
  if (!withMemos) return xml;
  // A child memo line (no amounts) after every line: an element, but no work line.
  return xml.replace(
    /<\/DamageLineInfo>/g,
    (m, at: number) => `${m}<DamageLineInfo><LineNum>${90_000 + at}</LineNum><ParentLineNum>1</ParentLineNum><LineDesc>note</LineDesc></DamageLineInfo>`,
  );
}

describe('countDamageLineTags', () => {
  it('counts opening tags with or without a prefix, and stops past its bound', () => {
    const xml = '<a><DamageLineInfo></DamageLineInfo><bms:DamageLineInfo x="1"/><DamageLineInfoX/><DamageLineInfo>';
    expect(countDamageLineTags(xml, 10)).toBe(3);
    expect(countDamageLineTags(xml, 1)).toBe(2);
  });
});

describe('parseBmsEstimate with maxLines', () => {
  it('reads an estimate under the cap exactly as without one', () => {
    const xml = bms(30);
    expect(parseBmsEstimate(xml, null, { maxLines: 30 })).toEqual(parseBmsEstimate(xml));
  });

  it('stops past the cap, before parsing when the elements alone are far past it', () => {
    expect(() => parseBmsEstimate(bms(41), null, { maxLines: 40 })).toThrow(BmsLineCapError);
    const far = (() => {
      try {
        parseBmsEstimate(bms(400), null, { maxLines: 40 });
      } catch (err) {
        return err as BmsLineCapError;
      }
    })();
    expect(far).toBeInstanceOf(BmsLineCapError);
    expect(far?.seen).toBeGreaterThan(160);
  });

  it('counts work lines, not memo lines, near the cap', () => {
    const xml = bms(30, true);
    expect(countDamageLineTags(xml, 1_000)).toBe(2 * countDamageLineTags(bms(30), 1_000));
    expect(parseBmsEstimate(xml, null, { maxLines: 30 }).lines).toHaveLength(30);
  });
});

describe('parseBmsEstimate with headElements (the upload analysis)', () => {
  it('reads the header, the printed totals and the first lines only, and says it cut', () => {
    const xml = bms(300);
    const whole = parseBmsEstimate(xml);
    const head = parseBmsEstimate(xml, null, { headElements: 40 });
    expect(head.cut).toBe(true);
    expect(head.lines.length).toBeLessThanOrEqual(40);
    expect(head.lines).toEqual(whole.lines.slice(0, head.lines.length));
    expect(head.header).toEqual(whole.header);
    expect(head.totals.gross).toBe(whole.totals.gross);
    expect(head.totals.net).toBe(whole.totals.net);
  });

  it('leaves an estimate within the bound as it is', () => {
    const xml = bms(30);
    const elements = countDamageLineTags(xml, 1_000);
    expect(headOfBms(xml, elements)).toEqual({ xml, dropped: false });
    expect(parseBmsEstimate(xml, null, { headElements: elements })).toEqual(parseBmsEstimate(xml));
    expect(headOfBms(xml, elements - 1).dropped).toBe(true);
  });

  it('cuts between sibling lines, prefixed or not, leaving the rest of the file', () => {
    const xml = '<r><h/><b:DamageLineInfo>1</b:DamageLineInfo><b:DamageLineInfo>2</b:DamageLineInfo><b:DamageLineInfo>3</b:DamageLineInfo><t/></r>';
    expect(headOfBms(xml, 1)).toEqual({ xml: '<r><h/><b:DamageLineInfo>1</b:DamageLineInfo><t/></r>', dropped: true });
  });
});
