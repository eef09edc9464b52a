// The server's HTML for a page, prerendered at build time or rendered on request, is sent whole:
// React waits for every part of the page (the lazy form and lists included) before writing, so
// the HTML holds each part in place. React Router's default waits only for the shell unless the
// visitor is a bot, and streams the rest after it, to be moved into place by inline scripts on
// the next animation frame: a second style and layout of the whole page just after its first
// paint. Nothing here streams anyway: the server reads the whole page to add its headers.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/** Rendering that has not finished in this time is cut short (React Router's default). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Errors of the page's parts (each drawn by the browser instead); one in the shell rejects,
    // and React Router logs it.
    const partErrors: unknown[] = [];
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Large parts are sent in place too, not after the rest of the page (React's default
        // beyond about 12 KB, meant for pages that stream).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeout);
          for (const error of partErrors) console.error(error);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          partErrors.push(error);
        },
      },
    );
  });
}
