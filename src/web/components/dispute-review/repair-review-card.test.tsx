// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RepairReview } from '../../../shared/contracts/reviews';
import { startI18n } from '../../lib/i18n';
import { RepairReviewCard } from './repair-review-card';

beforeAll(() => startI18n('en'));
afterEach(cleanup);

const review: RepairReview = {
  referenceNumber: 'FR-1',
  available: true,
  groups: [
    {
      category: 'parts',
      label: 'Parts',
      carrierTotal: 677.35,
      otherTotal: 755.03,
      difference: 77.68,
      lines: [
        {
          description: 'Windshield glass',
          carrierLine: 1,
          otherLine: 1,
          carrier: { hours: null, amount: 633.63, computed: false },
          other: { hours: null, amount: 755.03, computed: false },
          difference: 121.4,
        },
        {
          description: 'License bracket',
          carrierLine: 2,
          otherLine: null,
          carrier: { hours: null, amount: 43.72, computed: false },
          other: null,
          difference: -43.72,
        },
      ],
    },
  ],
  carrierTotal: 677.35,
  otherTotal: 755.03,
  totalDifference: 77.68,
  omitted: [],
  rates: { carrier: {}, other: {} },
  letterAllowed: true,
  appraisalCost: null,
};

describe('the repair review card', () => {
  it('shows a line where the insurer’s figure is higher as information, not as a point of the letter', () => {
    render(<RepairReviewCard review={review} />);
    const bracket = screen.getByText('License bracket').closest('li');
    const glass = screen.getByText('Windshield glass').closest('li');
    expect(bracket?.textContent).toMatch(/shown for information, not put in the letter/);
    expect(glass?.textContent).not.toMatch(/for information/);
  });
});
