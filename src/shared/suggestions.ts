/**
 * Built-in suggestion lists (public US-market data) and the ranking rule of the suggestion
 * dropdowns (claim-intake.md sections 3, 4, 9; DESIGN.md "Suggestion sources").
 */

export type SuggestionSource = 'ai' | 'history' | 'database';
export type SuggestionCategory = 'vehicle_make' | 'vehicle_model' | 'location' | 'insurer' | 'body_shop';

export interface Suggestion {
  id: string;
  value: string;
  label: string;
  category: SuggestionCategory;
  source: SuggestionSource;
  /** 0..1 */
  confidence: number;
}

export const MAX_SUGGESTIONS = 8;
/** A confidence badge is shown above this value. */
export const CONFIDENCE_BADGE_THRESHOLD = 0.8;
/** Confidence of values found in the user's own documents. */
export const AI_CONFIDENCE = { vehicle_make: 0.95, vehicle_model: 0.95, location: 0.9, insurer: 0.9, body_shop: 0.9 } as const;
const HISTORY_CONFIDENCE = 0.7;
const DATABASE_CONFIDENCE = 0.5;

export const VEHICLE_MAKES = [
  'Acura',
  'Audi',
  'BMW',
  'Buick',
  'Cadillac',
  'Chevrolet',
  'Chrysler',
  'Dodge',
  'Ford',
  'GMC',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Jeep',
  'Kia',
  'Land Rover',
  'Lexus',
  'Lincoln',
  'Mazda',
  'Mercedes-Benz',
  'Mitsubishi',
  'Nissan',
  'Ram',
  'Subaru',
  'Tesla',
  'Toyota',
  'Volkswagen',
] as const;

export const MODELS_BY_MAKE: Record<string, readonly string[]> = {
  Toyota: ['Camry', 'Corolla', 'RAV4', 'Highlander', 'Tacoma', 'Tundra', 'Prius', '4Runner', 'Sienna'],
  Honda: ['Accord', 'Civic', 'CR-V', 'Pilot', 'Odyssey', 'HR-V', 'Ridgeline', 'Passport'],
  Ford: ['F-150', 'Escape', 'Explorer', 'Mustang', 'Edge', 'Bronco', 'Ranger', 'Expedition', 'Maverick'],
  Chevrolet: ['Silverado 1500', 'Equinox', 'Malibu', 'Tahoe', 'Traverse', 'Colorado', 'Camaro', 'Suburban', 'Trax'],
  Nissan: ['Altima', 'Rogue', 'Sentra', 'Pathfinder', 'Frontier', 'Murano', 'Kicks', 'Titan'],
  Hyundai: ['Elantra', 'Sonata', 'Tucson', 'Santa Fe', 'Palisade', 'Kona', 'Ioniq 5'],
  Kia: ['Forte', 'K5', 'Sportage', 'Sorento', 'Telluride', 'Soul', 'Seltos', 'EV6'],
  Jeep: ['Grand Cherokee', 'Wrangler', 'Cherokee', 'Compass', 'Gladiator', 'Renegade'],
  Tesla: ['Model 3', 'Model Y', 'Model S', 'Model X', 'Cybertruck'],
  Subaru: ['Outback', 'Forester', 'Crosstrek', 'Impreza', 'Ascent', 'Legacy', 'WRX'],
};

/** Shown for the model field when the make has no list of its own. */
export const POPULAR_MODELS = [
  'Camry',
  'Civic',
  'Accord',
  'Corolla',
  'F-150',
  'RAV4',
  'CR-V',
  'Silverado 1500',
  'Equinox',
  'Rogue',
  'Model 3',
  'Model Y',
  'Tacoma',
  'Grand Cherokee',
  'Explorer',
] as const;

export const INSURERS = [
  'Progressive',
  'State Farm',
  'GEICO',
  'Allstate',
  'USAA',
  'Liberty Mutual',
  'Farmers',
  'Nationwide',
  'American Family',
  'Travelers',
  'Erie Insurance',
  'Auto-Owners Insurance',
  'The Hartford',
  'Mercury Insurance',
  'Safeco',
  'Kemper',
  'Country Financial',
  'The General',
] as const;

export const COMMON_LOCATIONS = [
  'New York, NY',
  'Los Angeles, CA',
  'Chicago, IL',
  'Houston, TX',
  'Phoenix, AZ',
  'Philadelphia, PA',
  'San Antonio, TX',
  'San Diego, CA',
  'Dallas, TX',
  'Austin, TX',
  'Jacksonville, FL',
  'Columbus, OH',
  'Charlotte, NC',
  'Indianapolis, IN',
  'Seattle, WA',
  'Denver, CO',
] as const;

export const BODY_SHOPS = [
  'Caliber Collision',
  'Gerber Collision & Glass',
  'Service King Collision',
  'CARSTAR',
  'Maaco Collision Repair',
  'Fix Auto',
  'ABRA Auto Body & Glass',
  'Crash Champions',
  'Safelite AutoGlass',
  "Joe Hudson's Collision Center",
] as const;

/** The built-in list for a category; models follow the chosen make, else the popular list. */
export function builtInList(category: SuggestionCategory, context: { make?: string } = {}): readonly string[] {
  switch (category) {
    case 'vehicle_make':
      return VEHICLE_MAKES;
    case 'vehicle_model': {
      const key = Object.keys(MODELS_BY_MAKE).find((m) => m.toLowerCase() === (context.make ?? '').trim().toLowerCase());
      return key ? (MODELS_BY_MAKE[key] ?? POPULAR_MODELS) : POPULAR_MODELS;
    }
    case 'location':
      return COMMON_LOCATIONS;
    case 'insurer':
      return INSURERS;
    case 'body_shop':
      return BODY_SHOPS;
  }
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Builds suggestion items of one source. */
export function toSuggestions(values: readonly string[], category: SuggestionCategory, source: SuggestionSource, confidence?: number): Suggestion[] {
  const base = confidence ?? (source === 'ai' ? AI_CONFIDENCE[category] : source === 'history' ? HISTORY_CONFIDENCE : DATABASE_CONFIDENCE);
  return values.filter((v) => v.trim() !== '').map((v) => ({ id: `${source}-${category}-${slug(v)}`, value: v, label: v, category, source, confidence: base }));
}

/**
 * Keeps the items whose label contains the typed text, ranks by confidence (doubled when the
 * label starts with the typed text), drops duplicate values (first, highest-ranked wins), max 8.
 */
export function rankSuggestions(items: Suggestion[], query: string, max = MAX_SUGGESTIONS): Suggestion[] {
  const q = query.trim().toLowerCase();
  const scored = items
    .filter((s) => q === '' || s.label.toLowerCase().includes(q))
    .map((s, index) => ({ s, index, score: q !== '' && s.label.toLowerCase().startsWith(q) ? s.confidence * 2 : s.confidence }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const { s } of scored) {
    const key = s.value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
    if (out.length >= max) break;
  }
  return out;
}
