/**
 * The close that follows an answer given before its request's body has all arrived (a 413 to an
 * upload over its cap, a 401 to an upload without a session), made a lingering one as nginx's
 * `lingering_close` is.
 *
 * Node ends such a connection with `socket.destroySoon()`: it closes the socket as soon as the answer
 * is written, while the client is still sending. A socket closed with unread bytes in its receive
 * buffer makes the kernel send a reset (RFC 9293 §3.6.1) and the client loses the answer it had not
 * read yet (RFC 9112 §9.6): a browser shows "connection reset" instead of the 413's message. Here the
 * server half-closes instead (its FIN after the answer), reads and drops what still arrives, and
 * closes once the client has stopped: when it closes its side, when the body it was sending has all
 * arrived, or at the bounds below, so a client that keeps sending cannot keep the server reading.
 */
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';

export type LingerBounds = {
  /** The longest the rest of a refused body is read after the answer. */
  ms: number;
  /** The most bytes of it that are read and dropped. */
  bytes: number;
};

/**
 * Long enough for a client on a slow link to read the answer and stop (it takes a round trip), short
 * and small enough that a client that never stops costs little: its bytes are read and dropped, never kept.
 */
export const LINGER: LingerBounds = { ms: 5_000, bytes: 64 * 1024 * 1024 };

/** Makes the close Node does after answering `request` a lingering one (see the file's comment). */
export function lingerOnClose(request: IncomingMessage, bounds: LingerBounds = LINGER): void {
  const socket = request.socket;
  // An injected request (tests) has no connection to close.
  if (!(socket instanceof Socket)) return;
  // Node's HTTP server closes a connection whose answer says `Connection: close` with this method.
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    // The rest of the body goes nowhere: no reader may hold it in memory (busboy stops reading at an error).
    request.unpipe();
    request.resume();
    socket.end();
    const started = socket.bytesRead;
    const cut = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    // Once the client has stopped, nothing is unread: a plain close, after the answer has been written.
    const close = () => {
      if (socket.writableFinished) cut();
      else socket.once('finish', cut);
    };
    const timer = setTimeout(cut, bounds.ms);
    timer.unref();
    if (request.complete) return close();
    // Adding a 'data' listener makes Node hand the bytes to the HTTP parser from JavaScript, this listener
    // running after it: `request.complete` is up to date here.
    socket.on('data', () => {
      if (request.complete) close();
      else if (socket.bytesRead - started > bounds.bytes) cut();
    });
    socket.once('end', close);
    socket.once('close', () => clearTimeout(timer));
    socket.resume();
  };
}
