// A request answered before its body has arrived (a 413 for a body over the limit, a 429 or 401
// decided from the headers) ends its connection. Node does not read the rest of such a body once
// the answer is sent: the kept-alive connection stalls until @hono/node-server gives up draining
// it and destroys the socket, and with it the next request the client had already sent on that
// connection (a shopper's lead), which then fails with "socket hang up". `Connection: close`
// tells the client not to reuse the connection, as HTTP/1.1 servers do when they leave a body
// unread.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

export function closeOnUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Set by @hono/node-server; absent when the app is called without a socket (app.request()).
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete) c.res.headers.set('Connection', 'close');
  };
}
