// One photograph sent to POST /api/media by XMLHttpRequest, whose upload reports its progress
// (fetch does not): one request per file, so that each has its own progress and its own refusal.
import { fetchCsrfToken } from "~/lib/api-client";
import { CSRF_HEADER } from "~common/constants";
import type { MediaImage } from "~common/contract/media";
import { CODE_MESSAGES } from "~common/errors";

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "UploadRefused";
  }
}

interface Answer {
  status: number;
  body: unknown;
}

function post(
  file: File,
  csrfToken: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/media");
    xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadRefused(CODE_MESSAGES.NETWORK_ERROR, 0));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.send(form);
  });
}

/** The server's words for a refused upload (the error envelope's message), else the status's. */
function refusal({ status, body }: Answer): UploadRefused {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  const message =
    typeof error?.message === "string" && error.message.trim() !== ""
      ? error.message
      : status === 401
        ? CODE_MESSAGES.AUTHENTICATION_ERROR
        : CODE_MESSAGES.UNKNOWN_ERROR;
  return new UploadRefused(message, status);
}

/**
 * Uploads one photograph; resolves with its image record, or rejects with UploadRefused in the
 * server's words. A 403 (the CSRF token expired) is tried once more with a fresh token.
 */
export async function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaImage> {
  let answer = await post(file, await fetchCsrfToken(signal), onProgress, signal);
  if (answer.status === 403)
    answer = await post(file, await fetchCsrfToken(signal), onProgress, signal);
  if (answer.status !== 201) throw refusal(answer);
  const images = (answer.body as { images?: MediaImage[] } | undefined)?.images;
  if (!images?.[0]) throw new UploadRefused(CODE_MESSAGES.UNKNOWN_ERROR, answer.status);
  return images[0];
}
