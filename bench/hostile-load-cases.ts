/**
 * The bounded-work cases of npm run bench:hostile (issue 37): two 8,000-line estimates compared,
 * ten 100 MB floods of upload ids at once, a claimant sending 720 MB at once past the stored-bytes
 * quota. Each sends its requests and answers the statuses, the worst time and a note. (Sixteen
 * letter downloads at once are covered by reviews/letter-cache.test.ts, not here: a stored letter
 * needs a claim whose two estimates were analysed and compared first.)
 */
import { buildFixturePair } from '../tests/fixtures/estimates/estimate-spec';
import { renderEstimateBms } from '../tests/fixtures/estimates/render-bms';

const MB = 1024 * 1024;

/** A part of a multipart request: a file (`filename`) or a text field, its bytes as chunks. */
export type LoadPart = { field: string; filename?: string; size: number; chunks: () => Iterable<Buffer> };
export type LoadAnswer = { status: number; text: string; seconds: number };
export type Post = (url: string, cookie: string, parts: LoadPart[]) => Promise<LoadAnswer>;
export type LoadCase = {
  label: string;
  run: (ctx: { post: Post; adminCookie: string; claimantCookie: string }) => Promise<{ answers: LoadAnswer[]; bytes: number }>;
};

const bytesPart = (field: string, filename: string | undefined, bytes: Buffer): LoadPart => ({ field, filename, size: bytes.length, chunks: () => [bytes] });

/** A BMS estimate of `count` lines: a fixture estimate's lines repeated with their own numbers and part numbers. */
export function bigBmsEstimate(count: number, side: 'carrier' | 'other'): Buffer {
  const pair = buildFixturePair(37, 'ccc', 'shop', ['price', 'hours']);
  const base = side === 'carrier' ? pair.carrier : pair.other;
  const lines = Array.from({ length: count }, (_, i) => {
    const l = base.lines[i % base.lines.length] as (typeof base.lines)[number];
    return { ...l, lineNumber: i + 1, partNumber: l.partNumber ? `${l.partNumber}-${i}` : null, description: `${l.description} ${i % 97}` };
  });
  return Buffer.from(renderEstimateBms({ ...base, lines }, 37));
}

/** 100 fields of 1 MB of comma-separated ids each: 100 MB naming about 7.5 million uploads. */
function idFlood(): LoadPart[] {
  const field = Buffer.from(
    Array.from({ length: Math.floor(MB / 14) }, (_, i) => `upload${String(i).padStart(7, '0')}`)
      .join(',')
      .slice(0, MB - 1),
  );
  return [
    bytesPart('claimData', undefined, Buffer.from('{"claimType":"appraisal"}')),
    ...Array.from({ length: 100 }, () => bytesPart('uploadIds', undefined, field)),
  ];
}

/** A PDF header and spaces up to `size` bytes, a megabyte at a time. */
function paddedPdf(filename: string, size: number): LoadPart {
  const head = Buffer.from(`%PDF-1.4\n%${filename}\n`);
  const fill = Buffer.alloc(MB, 0x20);
  return {
    field: 'files',
    filename,
    size,
    *chunks() {
      yield head;
      for (let left = size - head.length; left > 0; left -= MB) yield left >= MB ? fill : fill.subarray(0, left);
    },
  };
}

export const LOAD_CASES: LoadCase[] = [
  {
    label: 'two 8,000-line BMS estimates compared',
    async run({ post, adminCookie }) {
      const parts = [bytesPart('carrier', 'carrier.xml', bigBmsEstimate(8000, 'carrier')), bytesPart('other', 'shop.xml', bigBmsEstimate(8000, 'other'))];
      const answer = await post('/api/estimate-comparison', adminCookie, parts);
      return { answers: [answer], bytes: parts.reduce((n, p) => n + p.size, 0) };
    },
  },
  {
    label: 'ten 100 MB upload-id floods at once (claim submit)',
    async run({ post, claimantCookie }) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/claims', claimantCookie, idFlood())));
      return { answers, bytes: 10 * 100 * MB };
    },
  },
  {
    label: 'ten 1 MB id fields at once (analyze-documents)',
    async run({ post, claimantCookie }) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/analyze-documents', claimantCookie, idFlood().slice(1, 2))));
      return { answers, bytes: 10 * MB };
    },
  },
  {
    label: 'one claimant: 4 requests × 4 files × 45 MB at once (720 MB) past a 512 MB stored quota, and a 5th request',
    async run({ post, claimantCookie }) {
      const request = (r: number) =>
        post(
          '/api/uploads',
          claimantCookie,
          Array.from({ length: 4 }, (_, i) => paddedPdf(`quota-${r}-${i}.pdf`, 45 * MB)),
        );
      const first = [0, 1, 2, 3].map(request);
      await new Promise((r) => setTimeout(r, 300));
      const answers = await Promise.all([...first, request(4)]);
      return { answers, bytes: 5 * 4 * 45 * MB };
    },
  },
];
