import { describe, expect, test } from 'vitest';
import {
  canonicalUnit,
  judgeResult,
  opensIncident,
  PARAMETERS,
  parameterOf,
  parseResultValue,
  type SupplyComponent,
} from './parameters';

const judge = (
  id: string,
  text: string,
  component: SupplyComponent = 'treatment_plant',
  reportMav?: number,
) =>
  judgeResult({ parameter: parameterOf(id)!, result: parseResultValue(text)!, component, reportMav }).status;

describe('reading a laboratory result', () => {
  test('plain numbers and the < and > prefixes a laboratory writes', () => {
    expect(parseResultValue('0.3')).toEqual({ qualifier: null, value: 0.3 });
    expect(parseResultValue('<1')).toEqual({ qualifier: '<', value: 1 });
    expect(parseResultValue(' > 200 ')).toEqual({ qualifier: '>', value: 200 });
    for (const bad of ['', 'abc', '1,5', '-1', '1e3', '<', '1.2.3'])
      expect(parseResultValue(bad), bad).toBeNull();
  });

  test('units as laboratories write them are the parameter’s unit; others are refused', () => {
    const ecoli = parameterOf('e_coli')!;
    expect(canonicalUnit(ecoli, 'CFU/100 mL')).toBe('per 100 mL');
    expect(canonicalUnit(ecoli, 'MPN/100mL')).toBe('per 100 mL');
    expect(canonicalUnit(ecoli, 'mg/L')).toBeNull();
    expect(canonicalUnit(parameterOf('turbidity')!, 'ntu')).toBe('NTU');
    expect(canonicalUnit(parameterOf('nitrate')!, 'g/m3')).toBe('mg/L');
  });
});

describe('whether a result is safe', () => {
  test('E. coli: any count after treatment is unsafe and opens an incident; "<1" and 0 are clear', () => {
    expect(judge('e_coli', '4')).toBe('exceeds');
    expect(judge('e_coli', '1', 'distribution_zone')).toBe('exceeds');
    expect(judge('e_coli', '>200')).toBe('exceeds');
    expect(judge('e_coli', '0')).toBe('ok');
    expect(judge('e_coli', '<1')).toBe('ok');
    expect(opensIncident('exceeds')).toBe(true);
  });

  test('E. coli in source water is recorded as over the limit but opens no incident (DWQAR p. 11)', () => {
    expect(judge('e_coli', '30', 'source')).toBe('source_exceeds');
    expect(opensIncident('source_exceeds')).toBe(false);
  });

  test('total coliforms after treatment are a positive result', () => {
    expect(judge('total_coliforms', '2')).toBe('exceeds');
    expect(judge('total_coliforms', '<1')).toBe('ok');
  });

  test('turbidity over 1 NTU after treatment asks for a check, not an incident', () => {
    expect(judge('turbidity', '1.8')).toBe('check');
    expect(judge('turbidity', '1')).toBe('ok');
    expect(judge('turbidity', '0.3')).toBe('ok');
    expect(judge('turbidity', '8', 'source')).toBe('ok');
    expect(opensIncident('check')).toBe(false);
  });

  test('pH outside 6.5–8 and FAC under 0.5 mg/L ask for a check', () => {
    expect(judge('ph', '6.4')).toBe('check');
    expect(judge('ph', '8.1')).toBe('check');
    expect(judge('ph', '7')).toBe('ok');
    expect(judge('free_available_chlorine', '0.4')).toBe('check');
    expect(judge('free_available_chlorine', '<0.5')).toBe('check');
    expect(judge('free_available_chlorine', '0.5')).toBe('ok');
  });

  test('a chemical is judged against the MAV from its report: over it unsafe, over half a check', () => {
    expect(judge('nitrate', '60', 'treatment_plant', 50)).toBe('exceeds');
    expect(judge('nitrate', '30', 'treatment_plant', 50)).toBe('check');
    expect(judge('nitrate', '20', 'treatment_plant', 50)).toBe('ok');
    expect(judge('lead', '<0.001', 'distribution_zone', 0.01)).toBe('ok');
    expect(judge('lead', '0.02', 'source', 0.01)).toBe('source_exceeds');
    expect(judge('nitrate', '60')).toBe('unknown');
  });

  test('every limit names a document and a PDF page', () => {
    for (const p of PARAMETERS) if (p.limit) expect(p.limit.source, p.id).toMatch(/, p\. \d+/);
  });
});
