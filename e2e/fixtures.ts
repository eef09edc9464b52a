import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Response,
} from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";

export interface ConsoleGuard {
  /** Lets console errors matching the pattern through (a test that provokes a 4xx on purpose). */
  allow(pattern: RegExp): void;
}

export interface Api {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: T }>;
}

export async function csrfHeaders(request: APIRequestContext) {
  const response = await request.get("/api/csrf-token");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

/** Signs the page's browser context in as the administrator through the API (not the form). */
export async function signInAsAdmin(page: Page) {
  const headers = await csrfHeaders(page.request);
  const response = await page.request.post("/api/admin/login", {
    data: { password: E2E_ADMIN_PASSWORD },
    headers,
  });
  // A test that leaves MFA on would turn this into { success: false, requiresMfa: true }.
  expect(await response.json(), "admin sign-in").toMatchObject({ success: true });
}

/**
 * Every test fails on an unexpected console error and on any request that leaves the site's
 * own origin (no third-party calls, fonts or analytics). A visitor acts on a page once React has
 * it: `page.goto` and `page.reload` wait for hydration (a button pressed before does nothing),
 * unless the test names its own `waitUntil` (a page whose scripts it holds or blocks) or runs
 * without JavaScript.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; api: Api; adminApi: Api }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const thenHydrated = async (
      response: Response | null,
      options: { waitUntil?: unknown } | undefined,
    ) => {
      if (javaScriptEnabled && !options?.waitUntil) await hydrated(page);
      return response;
    };
    page.goto = async (url, options) => thenHydrated(await goto(url, options), options);
    page.reload = async (options) => thenHydrated(await reload(options), options);
    await use(page);
  },
  consoleGuard: [
    async ({ page, baseURL }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      const origin = new URL(baseURL!).origin;
      await page.route(/.*/, (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:"))
          return route.fallback();
        problems.push(`request left the site: ${url}`);
        return route.abort();
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, problems.join("\n")).toEqual([]);
    },
    { auto: true },
  ],
  api: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use({
      get: async (path) => (await request.get(path)).json(),
      post: async (path, body) => {
        const response = await request.post(path, {
          data: body,
          headers: await csrfHeaders(request),
        });
        return { status: response.status(), body: await response.json().catch(() => null) };
      },
    });
    await request.dispose();
  },
  adminApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const login = await request.post("/api/admin/login", {
      data: { password: E2E_ADMIN_PASSWORD },
      headers: await csrfHeaders(request),
    });
    expect(await login.json(), "admin sign-in").toMatchObject({ success: true });
    await use({
      get: async (path) => (await request.get(path)).json(),
      post: async (path, body) => {
        const response = await request.post(path, {
          data: body,
          headers: await csrfHeaders(request),
        });
        return { status: response.status(), body: await response.json().catch(() => null) };
      },
    });
    await request.dispose();
  },
});

export { expect };

/**
 * Opens `path` as a visitor who arrives from another page of the site: the browser's router loads
 * it and the page reads its data through the API (spec section 9), where a first visit gets the
 * data in the server's HTML (decision 030). Lets a test hold or replace that API answer.
 */
export async function openFromAnotherPage(page: Page, path: string) {
  await page.goto("/privacy");
  await navigateInApp(page, path);
}

/** Waits until React has hydrated the page: the root layout marks the document then. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Goes to `path` the way the site's own links do: a client-side navigation, no page load. */
export async function navigateInApp(page: Page, path: string) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(async (to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter;
    await router.navigate(to);
  }, path);
}

/**
 * Holds back, by `ms`, the built file of a module the page fetches when a visitor reaches what it
 * draws (`select-list`, `lot-requests`): what the visitor does meanwhile must still count.
 */
export async function slowCode(page: Page, module: string, ms = 600) {
  await page.route(new RegExp(`/assets/${module}-[\\w-]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Every request the page makes to `path` from now on, as a list that grows while the test runs. */
export function requestsTo(page: Page, path: string): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) asked.push(request.url());
  });
  return asked;
}

/** A script the page fetched: its address and its code. */
export interface FetchedScript {
  url: string;
  code: string;
}

/**
 * The scripts the page fetches from now until `read()`, which stops collecting and reads them: the
 * first load's, when read once the page has hydrated. Scripts fetched later (the error panel a
 * moment after, a form's toaster) are not collected, so none is left unread when the test ends.
 */
export function collectScripts(page: Page): { read: () => Promise<FetchedScript[]> } {
  const scripts: Promise<FetchedScript>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.text().then((code) => ({ url: response.url(), code })));
  };
  page.on("response", collect);
  return {
    read: () => {
      page.off("response", collect);
      return Promise.all(scripts);
    },
  };
}

/**
 * Cuts the page's connection for the addresses that match `addresses` (a built file, the API),
 * until the returned function restores it.
 */
export async function cutOff(page: Page, addresses: RegExp): Promise<() => void> {
  let cut = true;
  await page.route(addresses, (route) =>
    cut ? route.abort("internetdisconnected") : route.fallback(),
  );
  return () => void (cut = false);
}

/** The two widths a journey looks at a page in: a phone held upright and a desktop. */
export const PHONE_AND_DESKTOP = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;
