/** Role blocks: the party a block of name, address and contacts belongs to, by its heading. */
export type Role = 'owner' | 'appraiser' | 'shop' | 'location';

/** Headings of role blocks (blocks.ts reads the block under each): whose name, address and contacts follow. */
export const ROLE_LABELS: Array<[RegExp, Role]> = [
  // "Owner", "Insd", "Owner/Insured", "Customer / Owner", "Insured Information", "Vehicle Owner": the party whose car it is.
  [
    /^(?:vehicle |registered |named )?(?:owner|insured|insd|customer|policyholder|claimant)(?:\s*\/\s*(?:owner|insured|insd|customer|policyholder|claimant))?(?:\s+(?:information|info|details))?$/i,
    'owner',
  ],
  [/^(appraiser|insured'?s appraiser|independent appraiser|owner'?s appraiser|claimant'?s appraiser|appraiser for (the )?insured|appraised by)$/i, 'appraiser'],
  [/^(repair facility|repair shop|body shop|facility)$/i, 'shop'],
  [/^(inspection location|vehicle location|location of vehicle|vehicle is located at|storage location|inspection site)$/i, 'location'],
];
