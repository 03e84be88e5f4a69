/**
 * Golden tests of comparables as reports print them beyond our own formats: a table's header in short
 * words ("Asking", "Adj. Price", "Dist."), year, make and model in columns of their own, and labelled
 * blocks under a "Comparable N" heading whose vehicle carries a label. Small positioned pages written
 * here, one cause each; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, doc } from './printed-page';
import { readValuation } from './read-valuation';
import type { DocumentText } from '../../text/types';

const CHAIN: Cell[][] = [
  [],
  [
    [300, 'Base Value'],
    [572, '$21,410.33', 'right'],
  ],
  [
    [300, 'Sales Tax'],
    [572, '$1,284.62', 'right'],
  ],
  [
    [300, 'Total Before Deductible'],
    [572, '$22,694.95', 'right'],
  ],
  [
    [300, 'Less Deductible'],
    [572, '-$500.00', 'right'],
  ],
  [
    [300, 'Net Settlement'],
    [572, '$22,194.95', 'right'],
  ],
];
/** Vehicle, mileage, distance, price, adjusted value. */
/** A comparables table's header: vehicle, then right-aligned mileage, distance, price and adjusted value. */
const TABLE_HEADER: Cell[] = [
  [40, 'Vehicle'],
  [250, 'Mileage', 'right'],
  [320, 'Distance', 'right'],
  [420, 'Price', 'right'],
  [520, 'Adjusted Value', 'right'],
];

const COMPS = [
  ['2019 Honda Accord EX', '45,210', '25', '22,450.00', '21,980.00'],
  ['2019 Honda Accord EX-L', '38,100', '112', '24,100.00', '23,015.00'],
  ['2018 Honda Accord Sport', '52,990', '8', '19,995.00', '20,310.00'],
];
const EXPECTED = [
  [2019, 'Honda', 'Accord', 45210, 25, 22450, 21980],
  [2019, 'Honda', 'Accord', 38100, 112, 24100, 23015],
  [2018, 'Honda', 'Accord', 52990, 8, 19995, 20310],
];
const read = (rows: Cell[][]) =>
  readValuation(doc([...rows, ...CHAIN]))?.comparables.map((c) => [
    c.year,
    c.make,
    c.model,
    c.mileage,
    c.distanceMiles,
    c.price.value,
    c.adjustedPrice?.value ?? null,
  ]);

describe('comparables as reports print them', () => {
  it('reads a header in short words: "Asking", "Adj. Value", "Dist.", "Miles Away"', () => {
    for (const [asking, adjusted, distance] of [
      ['Asking', 'Adj. Value', 'Dist.'],
      ['List Price', 'Adj. Price', 'Miles Away'],
    ] as const) {
      const rows: Cell[][] = [
        [
          [40, 'Description'],
          [250, 'Miles', 'right'],
          [320, distance, 'right'],
          [420, asking, 'right'],
          [520, adjusted, 'right'],
        ],
        ...COMPS.map(([v, m, d, p, a]): Cell[] => [
          [40, v as string],
          [250, m as string, 'right'],
          [320, d as string, 'right'],
          [420, `$${p}`, 'right'],
          [520, `$${a}`, 'right'],
        ]),
      ];
      expect(read(rows)).toEqual(EXPECTED);
    }
  });

  it('reads a description that opens with its row number and a point or bracket ("1. 2019 …", "2) 2019 …")', () => {
    for (const mark of ['.', ')']) {
      const rows: Cell[][] = [
        TABLE_HEADER,
        ...COMPS.map(([v, m, d, p, a], i): Cell[] => [
          [40, `${i + 1}${mark} ${v}`],
          [250, m as string, 'right'],
          [320, `${d} mi`, 'right'],
          [420, `$${p}`, 'right'],
          [520, `$${a}`, 'right'],
        ]),
      ];
      expect(read(rows)).toEqual(EXPECTED);
    }
  });

  it('reads a mileage printed in thousands ("45K")', () => {
    const rows: Cell[][] = [
      TABLE_HEADER,
      ...COMPS.map(([v, m, d, p, a]): Cell[] => [
        [40, v as string],
        [250, `${(m as string).split(',')[0]}K`, 'right'],
        [320, `${d} mi`, 'right'],
        [420, `$${p}`, 'right'],
        [520, `$${a}`, 'right'],
      ]),
    ];
    expect(read(rows)?.map((c) => c[3])).toEqual([45000, 38000, 52000]);
  });

  it('reads a vehicle printed over Year | Make | Model | Trim columns', () => {
    const rows: Cell[][] = [
      [
        [40, 'Year'],
        [75, 'Make'],
        [130, 'Model'],
        [190, 'Trim'],
        [300, 'Mileage', 'right'],
        [360, 'Distance', 'right'],
        [450, 'Price', 'right'],
        [540, 'Adjusted Price', 'right'],
      ],
      ...COMPS.map(([v, m, d, p, a]): Cell[] => {
        const [year, make, model, trim] = (v as string).split(' ') as [string, string, string, string];
        return [
          [40, year],
          [75, make],
          [130, model],
          [190, trim],
          [300, m as string, 'right'],
          [360, `${d} mi`, 'right'],
          [450, `$${p}`, 'right'],
          [540, `$${a}`, 'right'],
        ];
      }),
    ];
    expect(read(rows)).toEqual(EXPECTED);
    expect(readValuation(doc([...rows, ...CHAIN]))?.comparables.map((c) => c.trim)).toEqual(['EX', 'EX-L', 'Sport']);
  });

  describe('in labelled blocks', () => {
    /** A block per comparable: `opening` gives its first lines, then its labelled figures. */
    const blocks = (opening: (vehicle: string, n: number) => Cell[][]): Cell[][] =>
      COMPS.flatMap(([v, m, d, p, a], i): Cell[][] => [
        ...opening(v as string, i + 1),
        [
          [40, `Mileage: ${m}`],
          [250, `Distance: ${d} mi`],
        ],
        [
          [40, `Price: $${p}`],
          [250, `Adjusted Value: $${a}`],
        ],
        [],
      ]);

    it('reads the vehicle a generic label names under a "Comparable N" heading', () => {
      expect(
        read(
          blocks((v, n) => [
            [[40, `Comparable ${n}`]],
            [
              [40, 'Year/Make/Model:'],
              [140, v],
            ],
          ]),
        ),
      ).toEqual(EXPECTED);
    });

    it('knows a heading in longer words ("Comparable Vehicle #2", "Comparable 2 of 3")', () => {
      for (const heading of ['Comparable Vehicle #', 'Comparable ']) {
        const title = (n: number) => (heading === 'Comparable ' ? `Comparable ${n} of 3` : `${heading}${n}`);
        expect(
          read(
            blocks((v, n) => [
              [[40, title(n)]],
              [
                [40, 'Year/Make/Model:'],
                [140, v],
              ],
            ]),
          ),
        ).toEqual(EXPECTED);
      }
    });

    it('reads a label and its vehicle drawn as one run ("Vehicle: 2019 …", "Comp 2: 2019 …")', () => {
      expect(read(blocks((v, n) => [[[40, `Comparable ${n}`]], [[40, `Vehicle: ${v}`]]]))).toEqual(EXPECTED);
      expect(read(blocks((v, n) => [[[40, `Comp ${n}: ${v}`]]]))).toEqual(EXPECTED);
    });

    it('knows the labels of a block in other words ("Odometer Reading", "Advertised Price", "Value After Adjustments")', () => {
      const worded = COMPS.flatMap(([v, m, d, p, a], i): Cell[][] => [
        [[40, `Comparable ${i + 1}: ${v}`]],
        [
          [40, 'Odometer Reading'],
          [160, m as string],
          [250, `Proximity: ${d} mi`],
        ],
        [
          [40, 'Advertised Price'],
          [160, `$${p}`],
        ],
        [
          [40, 'Value After Adjustments'],
          [160, `$${a}`],
        ],
        [],
      ]);
      expect(read(worded)).toEqual(EXPECTED);
    });

    it("keeps the loss vehicle's labelled line out of the comparables where no comparable heading is above", () => {
      const rows: Cell[][] = [[[40, 'Vehicle: 2019 Honda Accord EX']], [[40, 'Mileage: 61,204']], [[40, 'Price: $23,000.00']], []];
      expect(read(rows)).toEqual([]);
    });
  });

  describe('without a mileage', () => {
    const table = (mileage: (m: string, i: number) => string | null): Cell[][] => [
      TABLE_HEADER,
      ...COMPS.map(([v, m, d, p, a], i): Cell[] => {
        const miles = mileage(m as string, i);
        return [
          [40, v as string],
          ...(miles === null ? [] : [[250, miles, 'right'] as Cell]),
          [320, `${d} mi`, 'right'],
          [420, `$${p}`, 'right'],
          [520, `$${a}`, 'right'],
        ];
      }),
    ];
    const withoutSecond = (rows: Cell[][]) => read(rows)?.map((c) => [c[3], c[5]]);
    const SECOND_UNREAD = [
      [45210, 22450],
      [null, 24100],
      [52990, 19995],
    ];

    it('keeps a table row whose mileage cell is blank or "N/A" under a header with a mileage column', () => {
      for (const missing of [null, 'N/A', 'Unknown', '—'])
        expect(withoutSecond(table((m, i) => (i === 1 ? missing : m))), String(missing)).toEqual(SECOND_UNREAD);
    });

    it('keeps a block under a comparable heading, or with its mileage label, that prints no count', () => {
      const block = (n: number, v: string, d: string, p: string, a: string, mileage: Cell[]): Cell[][] => [
        [[40, `Comparable ${n}: ${v}`]],
        [...mileage, [250, `Distance: ${d} mi`]],
        [
          [40, `Price: $${p}`],
          [250, `Adjusted Value: $${a}`],
        ],
        [],
      ];
      const blocks = (mileage: (m: string, i: number) => Cell[]) =>
        COMPS.flatMap(([v, m, d, p, a], i) => block(i + 1, v as string, d as string, p as string, a as string, mileage(m as string, i)));
      expect(withoutSecond(blocks((m, i) => (i === 1 ? [] : [[40, `Mileage: ${m}`]])))).toEqual(SECOND_UNREAD);
      expect(withoutSecond(blocks((m, i) => [[40, `Mileage: ${i === 1 ? 'Not Available' : m}`]]))).toEqual(SECOND_UNREAD);
    });

    it('reads the mileage of a block cut by a page break from the top of the next page', () => {
      const first: Cell[][] = [[[40, 'Comparable 1: 2019 Honda Accord EX']], [[40, 'Price: $22,450.00']]];
      const next: Cell[][] = [[[40, 'Mileage: 45,210']], [[40, 'Adjusted Value: $21,980.00']]];
      const one = doc(first).pages[0] as DocumentText['pages'][number];
      const two = { ...(doc([...next, ...CHAIN]).pages[0] as DocumentText['pages'][number]), pageNumber: 2 };
      const v = readValuation({ fileType: 'pdf', pages: [one, two] });
      expect(v?.comparables.map((c) => [c.mileage, c.price.value])).toEqual([[45210, 22450]]);
    });

    it('still takes no unannounced vehicle line with a price and no mileage for a comparable', () => {
      expect(read([[[40, '2019 Honda Accord EX']], [[40, 'Price: $22,450.00']], []])).toEqual([]);
    });
  });
});
