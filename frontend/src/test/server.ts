import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The gateway as the tests see it: a local fake at the wire (msw intercepts fetch and XHR), so
 * the real client, thunks and components run unchanged. Each test adds the answers it needs.
 */
export const server = setupServer();

/** Absolute address of an API path, as the client requests it in the test DOM. */
export const apiUrl = (path: string) => new URL(`/api/v1${path}`, window.location.href).toString();

/** A JSON answer with a status (default 200). */
export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

export { http, HttpResponse };
