// XMLHttpRequest as a component test drives it: each upload is recorded, and the test reports
// its progress and answers it when it chooses.
import { act } from "@testing-library/react";
import { vi } from "vitest";

export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  method = "";
  url = "";
  file: File | null = null;
  status = 0;
  responseText = "";
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    this.file = form.get("files") as File;
    FakeUploadRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  /** The browser reports that `fraction` of the file has gone. */
  progress(fraction: number) {
    act(() =>
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: fraction * 100,
        total: 100,
      } as ProgressEvent),
    );
  }
  /** The server answers. */
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

/** Replaces XMLHttpRequest for this test (app/test/setup.ts puts it back); returns the uploads sent so far (a live list). */
export function stubUploads(): FakeUploadRequest[] {
  FakeUploadRequest.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  return FakeUploadRequest.sent;
}
