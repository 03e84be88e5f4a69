import { describe, expect, it } from 'vitest';
import { assignmentFileName, buildInitialForm, missingRequiredFields, printedValue, toAssignmentForm } from './assignment-form';

describe('assignment form keys', () => {
  it('maps the extracted-data keys onto the form, the form names winning', () => {
    const form = toAssignmentForm({
      loss_date: '2026-01-02',
      date_of_loss: '2026-03-04',
      damage_area: 'Rear',
      progressive_est: '$1',
      vin: 'abc',
      inspection: 'No',
      vehicle_year: 2020,
      vehicle_make: 'Ford',
      vehicle_model: 'N/A',
    });
    expect(form.date_of_loss).toBe('2026-03-04');
    expect(form.damage_areas).toBe('Rear');
    expect(form.progressive_estimate).toBe('$1');
    expect(form.inspection_required).toBe('No');
    expect(form.vin).toBe('ABC');
    expect(form.year_make_model_trim).toBe('2020 Ford');
  });

  it('presets only the spec markers, never a shop no document names: the empty field is marked as not found', () => {
    const form = buildInitialForm({ claim_number: 'C1', deductible: '$500.00' }, { today: new Date('2026-11-22T12:00:00Z') });
    expect(form).toMatchObject({
      claim_number: 'C1',
      date: 'November 22, 2026',
      frontier_file: 'Pending',
      inspection_required: 'Yes',
      opposing_appraiser: 'Unknown',
      mileage: 'N/A',
      shop_name: '',
      deductible: '$500.00',
    });
    expect(printedValue(form.shop_name)).toBe('Not found in the documents');
    expect(printedValue(' Harbor Auto ')).toBe('Harbor Auto');
  });

  it('lists required fields that are blank after trimming', () => {
    const form = toAssignmentForm({ claim_number: ' ', insured: 'A' });
    expect(missingRequiredFields(form)).toEqual([
      'claim_number',
      'date_of_loss',
      'vin',
      'damage_areas',
      'loss_description',
      'inspection_required',
      'vehicle_location',
      'progressive_estimate',
    ]);
  });

  it('names files by the claim number or a timestamp', () => {
    const now = new Date(1_700_000_000_000);
    expect(assignmentFileName('AB 12/3-x', 'docx', now)).toBe('Frontier_Assignment_AB_12_3-x.docx');
    expect(assignmentFileName('n/a', 'pdf', now)).toBe('Assignment_1700000000000.pdf');
    expect(assignmentFileName('  ', 'pdf', now)).toBe('Assignment_1700000000000.pdf');
  });
});
