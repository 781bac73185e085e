import { describe, expect, it } from 'vitest';
import {
  ApiError,
  DELETE_USER_FAILED_MESSAGE,
  ErrorType,
  LOGIN_FAILED_MESSAGE,
  REDEEM_INVITE_FAILED_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  RESET_PASSWORD_FAILED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  classifyStatus,
  isAuthError,
  isRetryable,
  suggestedActions,
  toApiError,
} from './errors.ts';

describe('error catalogue', () => {
  it('maps statuses to types as §8 lists them', () => {
    expect(classifyStatus(401)).toBe('UNAUTHORIZED');
    expect(classifyStatus(403)).toBe('FORBIDDEN');
    expect(classifyStatus(404)).toBe('NOT_FOUND');
    expect(classifyStatus(409)).toBe('CONFLICT');
    expect(classifyStatus(422)).toBe('VALIDATION_ERROR');
    expect(classifyStatus(400, 'VALIDATION_ERROR')).toBe('VALIDATION_ERROR');
    expect(classifyStatus(500)).toBe('INTERNAL_ERROR');
    expect(classifyStatus(504)).toBe('INTERNAL_ERROR');
    expect(classifyStatus(400)).toBe('API_ERROR');
    expect(classifyStatus(418)).toBe('API_ERROR');
  });

  it('knows which errors are about authentication', () => {
    expect(isAuthError(401, undefined)).toBe(true);
    expect(isAuthError(403, undefined)).toBe(true);
    for (const code of ['UNAUTHORIZED', 'FORBIDDEN', 'MISSING_TOKEN', 'INVALID_TOKEN']) {
      expect(isAuthError(400, code)).toBe(true);
    }
    expect(isAuthError(404, 'NOT_FOUND')).toBe(false);
  });

  it('marks network, timeout, internal and external-service errors retryable', () => {
    const retryable = Object.values(ErrorType).filter(isRetryable);
    expect(retryable.sort()).toEqual(
      ['EXTERNAL_SERVICE_ERROR', 'INTERNAL_ERROR', 'NETWORK_ERROR', 'TIMEOUT_ERROR'].sort(),
    );
  });

  it('suggests the §8 actions per type', () => {
    const labels = (type: ErrorType) => suggestedActions(type).map((a) => a.label);
    expect(labels('NETWORK_ERROR')).toEqual(['Retry', 'Refresh Page']);
    expect(suggestedActions('UNAUTHORIZED')).toEqual([
      { label: 'Sign In', kind: 'navigate', to: '/login' },
    ]);
    expect(labels('FORBIDDEN')).toEqual(['Go Back', 'Contact Support']);
    expect(labels('NOT_FOUND')).toEqual(['Go Back', 'Home']);
    expect(labels('VALIDATION_ERROR')).toEqual(['Review Input']);
    expect(labels('INTERNAL_ERROR')).toEqual(['Try Again', 'Contact Support']);
    expect(labels('CONFLICT')).toEqual([]);
  });

  it('wraps anything thrown as an ApiError', () => {
    expect(toApiError('boom')).toMatchObject({
      type: 'UNKNOWN_ERROR',
      message: UNKNOWN_ERROR_MESSAGE,
    });
    expect(toApiError(new Error('Disk full'))).toMatchObject({ message: 'Disk full' });
    const original = new ApiError({ type: 'CONFLICT', message: 'Taken', status: 409 });
    expect(toApiError(original)).toBe(original);
  });

  it('exports the other §8 messages word for word', () => {
    expect([
      UNKNOWN_ERROR_MESSAGE,
      REDEEM_INVITE_FAILED_MESSAGE,
      LOGIN_FAILED_MESSAGE,
      REGISTRATION_FAILED_MESSAGE,
      RESET_PASSWORD_FAILED_MESSAGE,
      DELETE_USER_FAILED_MESSAGE,
    ]).toEqual([
      'An unknown error occurred',
      'Failed to redeem invite code',
      'Login failed',
      'Registration failed',
      'Failed to reset password',
      'Failed to delete user',
    ]);
  });
});
