/**
 * The bounded-work cases of npm run bench:hostile (issue 37): two 8,000-line estimates compared,
 * ten 100 MB floods of upload ids at once, sixteen dispute-letter PDFs downloaded at once, a
 * claimant sending 720 MB at once past the stored-bytes quota. Each sends its requests and answers
 * the statuses, the worst time of each status and a note; what a case needs first (a claim with a stored letter)
 * is made by its `prepare`, outside the measured time.
 */
import { EMPTY_CLAIM_FORM } from '../src/shared/claim';
import { buildFixturePair } from '../tests/fixtures/estimates/estimate-spec';
import { renderEstimateBms } from '../tests/fixtures/estimates/render-bms';

const MB = 1024 * 1024;

/** A part of a multipart request: a file (`filename`) or a text field, its bytes as chunks. */
export type LoadPart = { field: string; filename?: string; size: number; chunks: () => Iterable<Buffer> };
export type LoadAnswer = { status: number; text: string; seconds: number };
export type Post = (url: string, cookie: string, parts: LoadPart[]) => Promise<LoadAnswer>;
/** A JSON call (GET without a body): its answer, the body read as text. */
export type Call = (method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) => Promise<LoadAnswer>;
export type LoadContext = { post: Post; call: Call; adminCookie: string; claimantCookie: string };
export type LoadCase = {
  label: string;
  /** Made before the measured time begins; its answer is handed to `run`. */
  prepare?: (ctx: LoadContext) => Promise<unknown>;
  run: (ctx: LoadContext, prepared: unknown) => Promise<{ answers: LoadAnswer[]; bytes: number }>;
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A claimant's claim with two BMS estimates, its comparison made by the claim's job, and sixteen
 * stored repair-letter versions, each with a paragraph of one 3,000-character word (the layout that
 * took up to 0.7 s a letter on the server's thread): the ids of the versions to download.
 */
async function claimWithLetters(ctx: LoadContext): Promise<{ ref: string; ids: number[] }> {
  const claimData = {
    ...EMPTY_CLAIM_FORM,
    claimType: 'appraisal',
    claimSubType: 'appraisal-only',
    opposingAppraiserStatus: 'completed',
    insuredName: 'Quota Bench',
    claimNumber: `CLM-${Date.now() % 1_000_000}`,
    policyNumber: 'POL-77812',
    dateOfLoss: '2026-03-14',
    vehicleYear: 2003,
    vehicleMake: 'Honda',
    vehicleModel: 'Accord',
    vehicleVin: '1HGCM82633A004352',
    vehicleLocation: 'Tacoma, WA',
    email: 'bench@example.com',
    phone: '(253) 555-0142',
    repairShopName: 'Harbor Auto Body',
    opposingAppraiserName: 'Sam Ortiz',
    opposingAppraiserCompany: 'Ortiz Appraisals',
    opposingAppraiserPhone: '(206) 555-0199',
    opposingAppraiserEmail: 'sam@ortiz.example',
    notes: 'Hostile bench: letters',
    notAvailable: { photos: true },
  };
  const files = [
    { category: 'progressive-estimate', name: 'carrier.xml', bytes: bigBmsEstimate(40, 'carrier') },
    { category: 'shop-estimate', name: 'shop.xml', bytes: bigBmsEstimate(40, 'other') },
  ];
  const submitted = await ctx.post('/api/claims', ctx.claimantCookie, [
    bytesPart('claimData', undefined, Buffer.from(JSON.stringify(claimData))),
    bytesPart('analysisResult', undefined, Buffer.from(JSON.stringify({ claimData: {}, gaps: [], extractedText: 'text' }))),
    ...files.map((f) => bytesPart('categories', undefined, Buffer.from(f.category))),
    ...files.map((f) => bytesPart('files', f.name, f.bytes)),
  ]);
  if (submitted.status !== 201) throw new Error(`claim submit: ${submitted.status} ${submitted.text.slice(0, 200)}`);
  const ref = (JSON.parse(submitted.text) as { referenceNumber: string }).referenceNumber;
  const base = `/api/claims/${ref}`;
  for (let waited = 0; ; waited += 1000) {
    const review = await ctx.call('GET', `${base}/repair-review`, ctx.claimantCookie);
    if (review.status === 200 && (JSON.parse(review.text) as { available?: boolean }).available) break;
    if (waited > 120_000) throw new Error(`the claim's repair review was not available after 120 s: ${review.status} ${review.text.slice(0, 200)}`);
    await sleep(1000);
  }
  const draft = await ctx.call('GET', `${base}/dispute-letters/draft?kind=repair`, ctx.claimantCookie);
  if (draft.status !== 200) throw new Error(`letter draft: ${draft.status} ${draft.text.slice(0, 200)}`);
  const { paragraphs, missing = [] } = JSON.parse(draft.text) as { paragraphs: string[]; missing?: string[] };
  const details = Object.fromEntries(missing.map((k) => [k, `Bench ${k}`]));
  const ids: number[] = [];
  for (let i = 0; i < 16; i++) {
    const edited = [...paragraphs, `Version ${i}: ${String.fromCharCode(65 + i).repeat(3000)}`];
    const made = await ctx.call('POST', `${base}/dispute-letters`, ctx.claimantCookie, { kind: 'repair', paragraphs: edited, details });
    if (made.status !== 201) throw new Error(`letter ${i}: ${made.status} ${made.text.slice(0, 200)}`);
    ids.push((JSON.parse(made.text) as { id: number }).id);
  }
  return { ref, ids };
}

let letters: { ref: string; ids: number[] } | null = null;

async function downloadLetters({ call, claimantCookie }: LoadContext, prepared: unknown) {
  const { ref, ids } = prepared as { ref: string; ids: number[] };
  const answers = await Promise.all(ids.map((id) => call('GET', `/api/claims/${ref}/dispute-letters/${id}.pdf`, claimantCookie)));
  const ok = answers.filter((a) => a.status === 200);
  const note = ok.length ? `${ok.length} PDFs of ${Math.min(...ok.map((a) => a.text.length))}-${Math.max(...ok.map((a) => a.text.length))} bytes` : '';
  return { answers: answers.map((a) => ({ ...a, text: a.status === 200 ? note : a.text })), bytes: 0 };
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
    // Made one after another just before: their drawings (each version drawn once, when made) may still be running.
    label: 'sixteen dispute-letter PDFs downloaded at once, just made (16 versions)',
    prepare: async (ctx) => {
      letters = await claimWithLetters(ctx);
      return letters;
    },
    run: downloadLetters,
  },
  {
    label: 'the same sixteen downloaded at once again (drawn once, kept)',
    prepare: async () => {
      if (!letters) throw new Error('the letters were not made');
      return letters;
    },
    run: downloadLetters,
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
