/**
 * Check boxes as printed or scanned: "Yes X No", "[ ] Yes [X] No", "☐ Yes ☒ No", "Yes ( ) No (x)".
 * Boxes printed after every option ("Yes [ ] No [X]") belong to the option before them; otherwise a
 * mark belongs to the option printed right after it ("Yes X No" is No), or to the last option when
 * it stands alone after it ("Yes No X"). Returns the marked option, or null when none or both are marked.
 */
const MARK = /^(\[[xX✓✔✗]\]|\([xX✓✔✗]\)|[xX✓✔✗☒☑■●▣])$/;
const EMPTY = /^(\[\]|\(\)|[☐□○_])$/;

export function readCheckbox(text: string): 'Yes' | 'No' | null {
  const tokens = text
    .replace(/([[(])\s+/g, '$1')
    .replace(/\s+([\])])/g, '$1')
    .replace(/([☐☒☑□■●○✓✔✗▣])/g, ' $1 ')
    .replace(/([\])])(?=[A-Za-z])/g, '$1 ')
    .trim()
    .split(/\s+/);
  const options = tokens.map((t, i) => ({ t: t.replace(/[.:,]$/, ''), i })).filter(({ t }) => /^(yes|no|y|n)$/i.test(t));
  if (options.length === 0) return null;
  const answer = (t: string) => (/^y/i.test(t) ? 'Yes' : 'No');
  if (options.length === 1 && tokens.length === 1) return answer(options[0]?.t ?? '');
  const isBox = (t: string | undefined) => MARK.test(t ?? '') || EMPTY.test(t ?? '');
  const marked = (side: -1 | 1) => options.filter(({ i }) => MARK.test(tokens[i + side] ?? ''));
  const boxesBefore = options.every(({ i }) => isBox(tokens[i - 1]));
  const boxesAfter = options.every(({ i }) => isBox(tokens[i + 1]));
  let picked = boxesAfter && !boxesBefore ? marked(1) : marked(-1);
  // "Yes  No X": a bare mark after the last option, with nothing after it.
  const last = options[options.length - 1];
  if (picked.length === 0 && !boxesBefore && last && MARK.test(tokens[last.i + 1] ?? '') && last.i + 2 === tokens.length) picked = [last];
  return picked.length === 1 ? answer(picked[0]?.t ?? '') : null;
}
