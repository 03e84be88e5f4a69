import { describe, expect, it } from 'vitest';
import { changedParticulars, replaceParticulars } from './letter-particulars.js';

describe('particulars written into edited paragraphs', () => {
  it('lists only the particulars the person changed', () => {
    expect(
      changedParticulars(
        { insuredName: 'Jordan Avery', adjuster: 'Pat Lee', claimNumber: 'C-1' },
        { insuredName: 'Jordan Avery', adjuster: 'Patricia Lee', reportNumber: 'VR-1' },
      ),
    ).toEqual([['Pat Lee', 'Patricia Lee']]);
  });

  it('replaces each one, never twice when the new value holds the old', () => {
    expect(replaceParticulars('Dear Pat Lee: Pat Lee was told.', [['Pat Lee', 'Patricia Lee']])).toBe('Dear Patricia Lee: Patricia Lee was told.');
    const junior: [string, string] = ['Jordan Avery', 'Jordan Avery Jr.'];
    expect(replaceParticulars('Jordan Avery owns it; Jordan Avery Jr. signs.', [junior])).toBe('Jordan Avery Jr. owns it; Jordan Avery Jr. signs.');
    expect(replaceParticulars(replaceParticulars('Jordan Avery owns it.', [junior]), [junior])).toBe('Jordan Avery Jr. owns it.');
  });
});
