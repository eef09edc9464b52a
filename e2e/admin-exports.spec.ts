import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { openAdminTab, toastText } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";
import { uniqueTag } from "./offer-lots";

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

test.describe("admin exports", () => {
  test("downloads quote requests as CSV and Excel with the seeded row in both", async ({
    page,
    api,
  }) => {
    const tag = uniqueTag();
    const company = `Roastery, "${tag}"`; // a comma and quotes, to prove the CSV quoting
    const seeded = await api.post("/api/quote-requests", {
      firstName: "Selam",
      lastName: tag,
      email: "selam@example.com",
      company,
      role: "Buyer",
      addressLine1: "1 Dock Road",
      city: "London",
      postalCode: "E1 6AN",
      country: "United Kingdom",
      coffeeName: "Sidamo Bensa Grade 2 Washed",
      region: "Sidamo, Ethiopia",
      grade: "Grade 2",
      processing: "Washed",
      quantity: 3,
      quantityUnit: "containers",
    });
    expect(seeded.status).toBe(201);
    await signInAsAdmin(page);
    await openAdminTab(page, /^Quotes/);

    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^quote-requests.*\.csv$/);
    await expect(toastText(page, "Export Successful")).toBeVisible();
    const csv = parseCsv(
      (await readFile(await csvDownload.path())).toString("utf8").replace(/^\uFEFF/, ""),
    );
    const header = csv[0] ?? [];
    const csvRow = csv.find((cells) => cells.includes(tag));
    expect(csvRow, "the seeded request is in the CSV").toBeDefined();
    expect(csvRow?.[header.indexOf("company")]).toBe(company);
    expect(csvRow?.[header.indexOf("quantityUnit")]).toBe("containers");

    const [excelDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Excel" }).click(),
    ]);
    expect(excelDownload.suggestedFilename()).toMatch(/^quote-requests.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await excelDownload.path());
    const sheet = workbook.worksheets[0];
    expect(sheet).toBeDefined();
    const values: string[][] = [];
    sheet?.eachRow((row) =>
      values.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ""))),
    );
    const excelHeader = values[0] ?? [];
    const excelRow = values.find((cells) => cells.includes(tag));
    expect(excelRow, "the seeded request is in the workbook").toBeDefined();
    expect(excelRow?.[excelHeader.indexOf("company")]).toBe(company);
  });

  test("says Export Failed when the server refuses", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|\[app-error\]/);
    await signInAsAdmin(page);
    await openAdminTab(page, /^Samples/);
    await page.route("**/api/exports/sample-requests/csv", (route) =>
      route.fulfill({ status: 500, body: "" }),
    );
    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect(toastText(page, "Export Failed")).toBeVisible();
    await expect(toastText(page, "Failed to export sample-requests")).toBeVisible();
  });
});
