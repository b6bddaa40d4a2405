/** Where the chat window thinks the person is, and which error panel a failure shows. */
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api';
import { errorKind } from './api';
import { routeContext } from './assistant-widget';

describe('routeContext', () => {
  test('a section page gives the school and the section', () => {
    const at = routeContext('/schools/kowhai-valley-school/compliance/operations-maintenance');
    expect(at.schoolId).toBe('kowhai-valley-school');
    expect(at.section?.number).toBe('5.1');
  });
  test('3.2 is known by its path', () => {
    expect(routeContext('/schools/abc/source-water-risk/catchment-activities').section?.number).toBe('3.2');
  });
  test('the school dashboard: the school, no section; elsewhere: neither', () => {
    expect(routeContext('/schools/abc')).toEqual({ schoolId: 'abc', section: null });
    expect(routeContext('/schools/abc/water-testing')).toEqual({ schoolId: 'abc', section: null });
    expect(routeContext('/waikura')).toEqual({ schoolId: null, section: null });
  });
});

describe('errorKind (plan specification 5.3)', () => {
  test('by status and by text', () => {
    expect(errorKind(new ApiError(0, 'network', 'x'))).toBe('network');
    expect(errorKind(new ApiError(429, 'rate_limited', 'x'))).toBe('rateLimit');
    expect(errorKind(new ApiError(400, 'validation_failed', 'x'))).toBe('validation');
    expect(errorKind(new ApiError(502, 'internal_error', 'x'))).toBe('service');
    expect(errorKind(new Error('Failed to fetch'))).toBe('network');
    expect(errorKind(new Error('rate limit reached'))).toBe('rateLimit');
    expect(errorKind(new Error('something else'))).toBe('service');
  });
});
