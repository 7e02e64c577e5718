import { describe, expect, it } from 'vitest';
import { callApi, failureMessage, NETWORK_FAILURE, readableError, SOMETHING_WENT_WRONG, TOO_MANY_REQUESTS } from './api';

const respond = (status: number, body: unknown) => (async () => Response.json(body, { status })) as unknown as typeof fetch;

describe('messages for failed calls', () => {
  it('names the field and what is wrong with it', () => {
    expect(readableError('email: must be a valid email address')).toBe('Email must be a valid email address.');
    expect(readableError('email: must be a valid email address', { email: 'Email address' })).toBe('Email address must be a valid email address.');
    expect(readableError('requestType: must be one of know, delete')).toBe('Request type must be one of know, delete.');
    expect(readableError('Send the body as application/json')).toBe('Send the body as application/json.');
    expect(readableError('')).toBeNull();
    expect(readableError(undefined)).toBeNull();
  });

  it('says to try again later on a 429, in those words', () => {
    expect(failureMessage(429, { error: 'anything' })).toBe('Too many requests. Please try again later.');
    expect(TOO_MANY_REQUESTS).toContain('try again later');
  });

  it('keeps server internals out of a 5xx message', () => {
    expect(failureMessage(500, { error: 'relation "jobs" does not exist' })).toBe(SOMETHING_WENT_WRONG);
    expect(failureMessage(400, null)).toBe(SOMETHING_WENT_WRONG);
  });

  it('turns a network failure into a sentence, never "Failed to fetch"', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const result = await callApi('/api/subscribe', {}, undefined, offline);
    expect(result).toEqual({ ok: false, status: 0, message: NETWORK_FAILURE });
    expect(NETWORK_FAILURE).not.toMatch(/fetch/i);
    expect(NETWORK_FAILURE).toMatch(/^[A-Z].*\.$/);
  });

  it('returns the body of a success and the readable message of a rejection', async () => {
    expect(await callApi('/x', {}, undefined, respond(200, { email: 'a@b.co' }))).toEqual({ ok: true, status: 200, body: { email: 'a@b.co' } });
    expect(await callApi('/x', {}, { email: 'Email address' }, respond(400, { error: 'email: must be a valid email address' }))).toEqual({
      ok: false,
      status: 400,
      message: 'Email address must be a valid email address.',
      // The body too, for what a caller adds to the message (the subscribe card's confirmation note).
      body: { error: 'email: must be a valid email address' },
    });
    expect(await callApi('/x', {}, undefined, respond(429, { error: 'Too many requests. Please try again later.' }))).toMatchObject({
      message: TOO_MANY_REQUESTS,
    });
  });
});
