/**
 * Labelled values inside one cell of a line: a subject line's parts ("Re: Claim 04-2918-77 | Insured:
 * Marisol Vega; DOL 04/12/2024") and a text layer's run of "Label: value Label: value" joined into one
 * cell, each cut at its next known label and the separator printed before it.
 */
import { fieldsForLabel, inVocabulary } from './labels';

/** "Re: Claim No. 27-2335634", "Regarding File Number 1234": a subject line holding one label and its value. */
export const SUBJECT_LINE = /^(?:re|regarding|subject|reference)\b\s*:?\s*(.+)$/i;

/** What a line prints between one labelled value and the next: ";", "|", a bullet, a comma, a spaced dash. */
const SEPARATOR = /[;|•·]|,\s|\s[-–—]\s/;
const TRAILING_SEPARATOR = /(?:\s*[;|•·,]|\s+[-–—])*\s*$/;
const SEPARATORS = /(\s*[;|•·]\s*|,\s+|\s+[-–—]\s+)/;

/**
 * A subject line's labelled parts ("Re: Claim 04-2918-77 | Insured: Marisol Vega, DOL 04/12/2024"): cut
 * at every separator, a piece that does not start with a label joined back to the one before it (a comma
 * inside "VEGA, MARISOL", a dash inside a claim number's line).
 */
export function subjectParts(subject: string, isLabel: (s: string) => boolean): Array<{ label: string; value: string }> {
  const pieces = subject.split(SEPARATORS);
  const parts: string[] = [pieces[0] ?? ''];
  for (let i = 2; i < pieces.length; i += 2) {
    const piece = pieces[i] ?? '';
    if (labelledPhrase(piece, isLabel)) parts.push(piece);
    else parts[parts.length - 1] += `${pieces[i - 1]}${piece}`;
  }
  // A part may itself run on into further "Label: value" pairs ("Insured: Marisol Vega Claim No.: 24-77").
  return parts.flatMap((p) => {
    const hit = labelledPhrase(p, isLabel);
    return hit ? splitEmbeddedLabels(hit.label, hit.value, isLabel) : [];
  });
}

function labelledPhrase(text: string, isLabel: (s: string) => boolean): { label: string; value: string } | null {
  const words = text.split(/\s+/);
  for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ').replace(/:$/, '');
    if (isLabel(label))
      return {
        label,
        value: words
          .slice(n)
          .join(' ')
          .replace(/^[:#\s]+/, ''),
      };
  }
  return null;
}

/**
 * A text layer may join "Claim Number: 81359 Date of Loss: 08/07/2025" into one cell: a known label
 * followed by a colon inside the value starts a new label/value pair.
 */
export function splitEmbeddedLabels(label: string, value: string, isLabel: (s: string) => boolean): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  let curLabel = label;
  let rest = value;
  for (let guard = 0; guard < 6; guard++) {
    const cut = nextEmbeddedLabel(rest, isLabel);
    if (!cut) break;
    out.push({ label: curLabel, value: rest.slice(0, cut.start).replace(TRAILING_SEPARATOR, '') });
    curLabel = cut.label;
    rest = rest.slice(cut.end).trim();
  }
  out.push({ label: curLabel, value: rest });
  return out.filter((p) => p.value);
}

function nextEmbeddedLabel(text: string, isLabel: (s: string) => boolean): { start: number; end: number; label: string } | null {
  for (const m of text.matchAll(/:\s/g)) {
    const before = text.slice(0, m.index);
    const words = before.split(' ');
    // Longest run of preceding words (up to 5) that is a known label starting with a capital letter. A
    // label never reaches back over a separator ("Marisol Quintero, Claim #:", "… • Claim #:").
    for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
      const label = words.slice(words.length - n).join(' ');
      if (SEPARATOR.test(label) || takesWordBefore(label)) continue;
      if (/^[A-Z]/.test(label) && isLabel(label)) return { start: before.length - label.length, end: (m.index ?? 0) + 1, label };
    }
  }
  return null;
}

/**
 * A label read only by its last words' meaning ("Quintero Claim No." is a "claim no") does not take the
 * word before them when it means the same without it: that word ends the value before ("Insured: Marisol
 * Quintero Claim No.: 04-2918-77").
 */
function takesWordBefore(label: string): boolean {
  const words = label.split(' ');
  if (words.length < 2 || inVocabulary(label)) return false;
  const fields = fieldsForLabel(label).join();
  return fields !== '' && fields === fieldsForLabel(words.slice(1).join(' ')).join();
}
