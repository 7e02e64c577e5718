/**
 * The jobs API's OpenAPI 3.1 document, its body schema drawn from the same zod schema the handler checks
 * with (apiJobObject), so the two cannot drift; a test checks every path and answer against the handlers.
 */
import { z } from 'zod';
import { apiJobObject } from '~/domain/job-lifecycle';

/** A job's reference in the tracking system, as the path carries it. */
export const REFERENCE = /^[A-Za-z0-9._:-]{1,100}$/;

const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
});
const jobState = {
  type: 'object',
  required: ['reference', 'id', 'status', 'url', 'updatedAt'],
  properties: {
    reference: { type: 'string' },
    id: { type: 'string' },
    status: { type: 'string', enum: ['pending_review', 'scheduled', 'live', 'paused', 'frozen', 'expired', 'closed'] },
    url: { type: ['string', 'null'], description: "The job's page on the site while it is listed" },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
const COMMON = { '401': problem('No live API key'), '429': problem('Over the key’s limit: wait for Retry-After seconds') };

export function openApiDocument(siteUrl: string) {
  const reference = {
    name: 'reference',
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: REFERENCE.source },
    description: 'Your system’s reference for the job',
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Jobs API for tracking systems',
      version: '1',
      description:
        'Create, update and close your practice’s jobs by your own reference. Every job meets the same rules as any posting: it waits for review, counts toward the daily cap, may be edited 3 times once live, and states a pay range where the law requires one.',
    },
    servers: [{ url: `${siteUrl}/api/v1` }],
    security: [{ apiKey: [] }],
    paths: {
      '/jobs': {
        get: {
          summary: 'Your jobs sent through the API, with their status',
          responses: {
            '200': {
              description: 'The jobs',
              content: { 'application/json': { schema: { type: 'object', properties: { jobs: { type: 'array', items: jobState } } } } },
            },
            ...COMMON,
          },
        },
      },
      '/jobs/{reference}': {
        parameters: [reference],
        put: {
          summary: 'Create or update a job (the same body twice changes nothing)',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } },
          responses: {
            '200': {
              description: 'Updated, unchanged, or matched (a job of the practice already on the board, now known by this reference)',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/PutResult' } } },
            },
            '201': { description: 'Created, waiting for review', content: { 'application/json': { schema: { $ref: '#/components/schemas/PutResult' } } } },
            '400': problem('A field refused: `fields` names each'),
            '409': problem('A posting rule refused it: `rule` names it'),
            '413': problem('The body is over 64 KB'),
            '415': problem('The body is not application/json'),
            ...COMMON,
          },
        },
        delete: {
          summary: 'Close a job',
          responses: {
            '200': { description: 'Closed', content: { 'application/json': { schema: { type: 'object', properties: { job: jobState } } } } },
            '404': problem('No job with this reference'),
            '409': problem('A posting rule refused it'),
            ...COMMON,
          },
        },
      },
    },
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A key made in your employer account (rmj_…)' } },
      schemas: {
        Job: z.toJSONSchema(apiJobObject, { io: 'input', unrepresentable: 'any' }),
        PutResult: {
          type: 'object',
          required: ['result', 'job'],
          properties: { result: { type: 'string', enum: ['created', 'updated', 'unchanged', 'matched'] }, job: jobState },
        },
        Problem: {
          type: 'object',
          required: ['error'],
          properties: { error: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } }, rule: { type: 'string' } },
        },
      },
    },
  };
}
