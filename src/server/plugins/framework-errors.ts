import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type ApiErrorCode, ERROR_STATUS } from '../../shared/contracts/errors.js';
import { errorBody } from '../errors.js';

/**
 * The answers Fastify and Node give before a route runs (an address that cannot be decoded, a
 * path parameter too long, a request line or headers too large, a client too slow), in the
 * portal's `{ code, message }` shape instead of theirs.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(errorBody('uri_too_long', 'The address is too long. Check the link and try again.'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(errorBody('bad_request', 'The address is not valid: part of it cannot be decoded.'));
  }
  return reply.status(error.statusCode ?? 400).send(errorBody('bad_request', 'The request could not be understood.'));
};

const CLIENT_ERRORS: Record<string, { code: ApiErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'request_timeout', message: 'The request took too long to arrive. Please try again.' },
  HPE_HEADER_OVERFLOW: { code: 'headers_too_large', message: 'The request headers or address are too long.' },
};

/** Node's `clientError` (a request it could not parse), answered in the same shape before the socket closes. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = CLIENT_ERRORS[err.code ?? ''] ?? { code: 'bad_request' as const, message: 'The request could not be understood.' };
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
