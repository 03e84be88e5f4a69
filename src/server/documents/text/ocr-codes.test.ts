/**
 * VINs read again on their own (issue 24): a VIN that shares its line with other print comes out of the
 * page's reading with letters and digits swapped; cut out and read alone it reads right, and a reading that
 * is a valid VIN replaces one that is not. Every VIN here is invented (check digits computed).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { betterCode, betterVin, doubtful, exactVin, isCodeShaped, isVinShaped } from './ocr-codes';
import { rereadCodes, terminateOcr } from './ocr';
import type { TextLine } from './types';

const GOOD = 'JM3KFBCM6N0973917';

describe('VINs read again', () => {
  it('knows a VIN-shaped word, and a valid VIN from a misread one', () => {
    expect(['IM3KEBCMEN0973917', 'JM3KFBCMONO0565638', '1FMSKSDH2KGA6L217'].every(isVinShaped)).toBe(true);
    expect(['Identification', '575350-RG-4', '$17,215.00', '12345678901234567'].some(isVinShaped)).toBe(false);
    expect(exactVin(GOOD)).toBe(GOOD);
    expect(exactVin('jm3kfbcm6n0973917')).toBe(GOOD);
    // One character off fails the check digit; an I, O or Q is no VIN character.
    expect(exactVin('JM3KFBCM6N0973918')).toBeNull();
    expect(exactVin('IM3KFBCM6N0973917')).toBeNull();
  });

  it('takes the second reading only when it is a valid VIN and the first is not', () => {
    expect(betterVin('IM3KEBCMEN0973917', GOOD)).toBe(GOOD);
    expect(betterVin('IM3KEBCMEN0973917', 'JM3KFBCM6N0973918')).toBeNull();
    expect(betterVin(GOOD, '1FMSK8DH2KG461217')).toBeNull();
  });

  it('takes another code read alone only when it keeps its shape and is read surer than the first', () => {
    expect(['52-35B9-43X13', '575350-RG-4', 'B98202', '000444537170V02'].every(isCodeShaped)).toBe(true);
    expect(['Claim:', '09/13/2024', '$17,215.00', '90,411', 'Pennington'].some(isCodeShaped)).toBe(false);
    // A doubtful code is read again; one read surely, or a word that is no code, is not.
    expect(doubtful({ str: '52-3589-43X13', confidence: 0.39 })).toBe(true);
    expect(doubtful({ str: '52-3589-43X13', confidence: 0.91 })).toBe(false);
    expect(doubtful({ str: 'Pennington', confidence: 0.2 })).toBe(false);
    // A VIN-shaped word is doubted until it reads as a valid VIN, however sure OCR was of it.
    expect(doubtful({ str: 'IM3KEBCMEN0973917', confidence: 0.95 })).toBe(true);
    expect(doubtful({ str: GOOD, confidence: 0.2 })).toBe(false);
    const first = { str: '52-3589-43X13', confidence: 0.39 };
    expect(betterCode(first, { text: '52-35B9-43X13', confidence: 0.91 })).toBe('52-35B9-43X13');
    expect(betterCode(first, { text: '52-35B9-43X13', confidence: 0.7 })).toBeNull();
    expect(betterCode({ str: '52-3589-43X13', confidence: 0.85 }, { text: '52-35B9-43X13', confidence: 0.9 })).toBeNull();
    expect(betterCode(first, { text: '52-35B9-43X13 Owner', confidence: 0.95 })).toBeNull();
    expect(betterCode(first, { text: '52-35B9-43X13-20240913', confidence: 0.95 })).toBeNull();
    // A VIN-shaped word takes a valid VIN only, however sure the other reading.
    expect(betterCode({ str: 'IM3KEBCMEN0973917', confidence: 0.4 }, { text: 'JM3KFBCM6N0973918', confidence: 0.99 })).toBeNull();
  });

  it('replaces a misread VIN by what its pixels read alone, and leaves other words as read', async () => {
    const dpi = 200;
    const k = dpi / 72;
    const canvas = createCanvas(Math.round(6 * dpi), Math.round(1.5 * dpi));
    const c = canvas.getContext('2d');
    c.fillStyle = '#ffffff';
    c.fillRect(0, 0, canvas.width, canvas.height);
    c.fillStyle = '#111111';
    c.font = `${9 * k}px "DejaVu Sans"`;
    c.fillText('VIN', 20 * k, 40 * k);
    c.fillText(GOOD, 120 * k, 40 * k);
    c.fillText('ABCDEFGH1234567Z9', 120 * k, 80 * k);
    const vinWidth = c.measureText(GOOD).width / k;
    const otherWidth = c.measureText('ABCDEFGH1234567Z9').width / k;
    const { data, width, height } = c.getImageData(0, 0, canvas.width, canvas.height);
    const grey = Buffer.alloc(width * height);
    for (let i = 0; i < width * height; i++) grey[i] = data[i * 4] as number;
    const pgm = Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), grey]);
    const toPoints = 72 / dpi;
    const item = (str: string, x: number, y: number, w: number) => ({ str, x, y, width: w, height: 9, confidence: 0.6, source: 'ocr' as const });
    const lines: TextLine[] = [
      { y: 32, items: [item('VIN', 20, 32, 16), item('IM3KEBCMEN0973917', 120, 32, vinWidth)], text: 'VIN  IM3KEBCMEN0973917' },
      { y: 72, items: [item('ABCDEFGH1Z34567Z9', 120, 72, otherWidth)], text: 'ABCDEFGH1Z34567Z9' },
    ];
    try {
      await rereadCodes(lines, toPoints, [pgm]);
    } finally {
      await terminateOcr();
    }
    expect(lines[0]?.items[1]?.str).toBe(GOOD);
    expect(lines[0]?.text).toBe(`VIN  ${GOOD}`);
    // Read again it is still no valid VIN: the first reading stands.
    expect(lines[1]?.items[0]?.str).toBe('ABCDEFGH1Z34567Z9');
  });
});
