import { CheckCircle2, ImageUp } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { useQueryClient } from "~/lib/query-layer";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { MAX_PHOTO_BYTES, photoTooLargeMessage } from "~common/constants";
import { ERROR_CODES } from "~common/errors";
import { useRefreshLibrary } from "../api/media";
import { signOutOnExpiredSession } from "../api/session";
import { uploadPhoto, UploadRefused } from "./upload-photo";

/** What the file input takes; the server decides from the bytes all the same. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

type UploadState =
  | { status: "uploading"; progress: number }
  | { status: "done" }
  | { status: "refused"; message: string };

interface Upload {
  key: number;
  fileName: string;
  state: UploadState;
}

let nextKey = 0;

/**
 * Several photographs at once, by the file input or dropped on it: each is sent in its own
 * request, with its own progress bar and, when refused, the server's words (a file over 20 MB is
 * refused here already, in the same words).
 */
export function PhotoUploader() {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const refreshLibrary = useRefreshLibrary();
  const queryClient = useQueryClient();

  const update = (key: number, state: UploadState) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, state } : upload)),
    );

  const send = async (key: number, file: File) => {
    try {
      await uploadPhoto(file, (fraction) =>
        update(key, { status: "uploading", progress: Math.round(fraction * 100) }),
      );
      update(key, { status: "done" });
      await refreshLibrary();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      update(key, { status: "refused", message });
      if (error instanceof UploadRefused && error.status === 401)
        signOutOnExpiredSession(
          queryClient,
          new ApiError({ code: ERROR_CODES.AUTHENTICATION_ERROR, message, status: 401 }),
        );
    }
  };

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const added = [...files].map((file) => {
      const key = nextKey++;
      const tooLarge = file.size > MAX_PHOTO_BYTES;
      if (!tooLarge) void send(key, file);
      return {
        key,
        fileName: file.name,
        state: tooLarge
          ? ({ status: "refused", message: photoTooLargeMessage(file.name) } as const)
          : ({ status: "uploading", progress: 0 } as const),
      };
    });
    setUploads((list) => [...added, ...list]);
    if (input.current) input.current.value = "";
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "rounded-2xl border-2 border-dashed px-5 py-8 text-center transition",
          dragging ? "border-primary bg-primary/5" : "border-line bg-light/60",
        )}
      >
        <ImageUp className="mx-auto h-8 w-8 text-primary" aria-hidden />
        <label
          htmlFor={inputId}
          className="mt-3 block cursor-pointer text-base font-semibold text-primary underline-offset-4 hover:underline"
        >
          Upload photographs
        </label>
        <p id={hintId} className="mt-1 text-sm text-muted">
          JPEG, PNG or WebP, at most {MAX_PHOTO_BYTES / 1024 / 1024} MB each; choose several or drop
          them here. Camera and location data are removed.
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby={hintId}
          onChange={(event) => take(event.target.files)}
          className="mx-auto mt-3 block text-sm file:mr-3 file:rounded-full file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-white"
        />
      </div>
      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.map(({ key, fileName, state }) => (
            <li key={key} className="rounded-xl border border-line bg-white px-4 py-3">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{fileName}</span>
                <span className="shrink-0 tabular text-muted">
                  {state.status === "uploading"
                    ? `${state.progress}%`
                    : state.status === "done"
                      ? "Done"
                      : "Refused"}
                </span>
              </div>
              <progress
                aria-label={fileName}
                max={100}
                value={
                  state.status === "uploading" ? state.progress : state.status === "done" ? 100 : 0
                }
                className="mt-2 h-1.5 w-full overflow-hidden rounded-full accent-[var(--palette-primary)]"
              />
              {state.status === "done" ? (
                <p className="mt-2 inline-flex items-center gap-1 text-sm text-primary">
                  <CheckCircle2 className="h-4 w-4" aria-hidden />
                  Uploaded: give it its alt text below
                </p>
              ) : null}
              {state.status === "refused" ? (
                <p role="alert" className="mt-2 text-sm text-soldout">
                  {state.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
