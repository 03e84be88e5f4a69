import { describe, expect, it } from 'vitest';
import {
  BODY_SHOPS,
  builtInList,
  COMMON_LOCATIONS,
  INSURERS,
  MODELS_BY_MAKE,
  POPULAR_MODELS,
  rankSuggestions,
  toSuggestions,
  VEHICLE_MAKES,
} from './suggestions';

describe('built-in suggestion lists', () => {
  it('have the sizes of the spec', () => {
    expect(VEHICLE_MAKES).toHaveLength(27);
    expect(Object.keys(MODELS_BY_MAKE)).toHaveLength(10);
    expect(INSURERS).toHaveLength(18);
    expect(COMMON_LOCATIONS).toHaveLength(16);
    expect(BODY_SHOPS).toHaveLength(10);
    expect(POPULAR_MODELS).toHaveLength(15);
    for (const make of Object.keys(MODELS_BY_MAKE)) expect(VEHICLE_MAKES).toContain(make);
  });

  it("gives the make's models, else the popular list", () => {
    expect(builtInList('vehicle_model', { make: 'honda' })).toContain('CR-V');
    expect(builtInList('vehicle_model', { make: 'Lexus' })).toBe(POPULAR_MODELS);
  });
});

describe('rankSuggestions', () => {
  it('doubles the confidence of labels starting with the typed text and keeps at most 8', () => {
    const items = [...toSuggestions(['Grand Cherokee'], 'vehicle_model', 'history', 0.7), ...toSuggestions(['Cherokee'], 'vehicle_model', 'database', 0.5)];
    // 0.5 × 2 for the prefix match beats 0.7 for a match inside the label.
    expect(rankSuggestions(items, 'cher').map((s) => s.value)).toEqual(['Cherokee', 'Grand Cherokee']);
    expect(rankSuggestions(toSuggestions(VEHICLE_MAKES, 'vehicle_make', 'database'), '')).toHaveLength(8);
  });

  it('puts document values first and drops duplicates across sources', () => {
    const items = [
      ...toSuggestions(['Tesla'], 'vehicle_make', 'ai'),
      ...toSuggestions(['tesla'], 'vehicle_make', 'history'),
      ...toSuggestions(VEHICLE_MAKES, 'vehicle_make', 'database'),
    ];
    const ranked = rankSuggestions(items, 'T');
    expect(ranked[0]).toMatchObject({ value: 'Tesla', source: 'ai', confidence: 0.95 });
    expect(ranked.filter((s) => s.value.toLowerCase() === 'tesla')).toHaveLength(1);
    expect(ranked.every((s) => s.label.toLowerCase().includes('t'))).toBe(true);
  });
});
