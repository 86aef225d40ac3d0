import {
  hasDisallowedCharacters,
  limits,
  messages,
  withoutDisallowedCharacters,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** Fields holding search terms: what text may not hold is dropped from them, not refused. */
const SEARCH_FIELDS = new Set(['search']);

/**
 * Checks every string a request carries (body, query, path) in one pass, without recursion
 * (64 KiB of JSON can nest thousands deep): NUL and unpaired surrogates are refused with the
 * path of the first field holding one, or dropped from search terms. Returns the cleaned
 * value.
 */
export function checkText(value: unknown): unknown {
  const holder = { value };
  const stack: { parent: Record<string, unknown>; key: string; path: string }[] = [
    { parent: holder, key: 'value', path: '' },
  ];
  while (stack.length > 0) {
    const { parent, key, path } = stack.pop() as (typeof stack)[number];
    const item = parent[key];
    if (typeof item === 'string') {
      if (!hasDisallowedCharacters(item)) continue;
      if (SEARCH_FIELDS.has(key)) {
        parent[key] = withoutDisallowedCharacters(item);
        continue;
      }
      throw new AppError(400, 'VALIDATION_ERROR', messages.textNotAllowed, [
        { path, message: messages.textNotAllowed },
      ]);
    }
    if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const child of Object.keys(item)) {
        if (hasDisallowedCharacters(child)) {
          throw new AppError(400, 'VALIDATION_ERROR', messages.textNotAllowed);
        }
        stack.push({
          parent: item as Record<string, unknown>,
          key: child,
          path: path ? `${path}.${child}` : child,
        });
      }
    }
  }
  return holder.value;
}

const hasBodySchema = (request: FastifyRequest) => Boolean(request.routeOptions.schema?.body);

/**
 * What a request body may be (PRODUCT.md §9), before any route sees it:
 * - JSON is at most 64 KiB on every route, also where a route takes larger uploads;
 * - no body at all (as `curl -X POST` sends, or JSON `null`) means `{}`, so a route whose
 *   fields are all optional needs none, and one with required fields names them;
 * - text holds no NUL and no unpaired surrogate, in any field.
 */
export const requestInputPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (Buffer.byteLength(text) > limits.jsonBodyBytes) {
        done(new AppError(413, 'PAYLOAD_TOO_LARGE', messages.payloadTooLarge), undefined);
        return;
      }
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });

    app.addHook('preValidation', async (request) => {
      if ((request.body === undefined || request.body === null) && hasBodySchema(request)) {
        request.body = {};
      }
      request.body = checkText(request.body);
      checkText(request.query);
      checkText(request.params);
    });
  },
  { name: 'request-input' },
);
