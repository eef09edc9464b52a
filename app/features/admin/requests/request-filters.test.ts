import { describe, expect, it } from "vitest";
import {
  dateWindowStart,
  filterRequests,
  matchesSearch,
  newestFirst,
  NO_REQUEST_FILTERS,
  type FilterableRecord,
} from "./request-filters";

type Row = {
  name: string;
  company: string | null;
  quantity: number;
  status?: string;
  createdAt: string;
};

const read: FilterableRecord<Row> = {
  searchText: (row) => [row.name, row.company, row.quantity],
  receivedAt: (row) => row.createdAt,
  status: (row) => row.status,
};

// 15 March 2025, 10:30 local time.
const now = new Date(2025, 2, 15, 10, 30);
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

const rows: Row[] = [
  {
    name: "Abebe Bikila",
    company: "Addis Roasters",
    quantity: 20,
    status: "pending",
    createdAt: daysAgo(0),
  },
  { name: "Jane Miller", company: null, quantity: 5, status: "completed", createdAt: daysAgo(3) },
  { name: "Tomás Ortega", company: "Café Norte", quantity: 300, createdAt: daysAgo(20) },
  {
    name: "Sara Lind",
    company: "Nordic Beans",
    quantity: 12,
    status: "cancelled",
    createdAt: daysAgo(80),
  },
  {
    name: "Kenji Sato",
    company: "Kyoto Kissa",
    quantity: 40,
    status: "processing",
    createdAt: daysAgo(200),
  },
];

describe("dateWindowStart", () => {
  it("opens today at local midnight and the others 7 days, 1 month and 3 months back", () => {
    expect(dateWindowStart("all", now)).toBeNull();
    expect(dateWindowStart("today", now)).toEqual(new Date(2025, 2, 15, 0, 0));
    expect(dateWindowStart("week", now)).toEqual(new Date(2025, 2, 8, 10, 30));
    expect(dateWindowStart("month", now)).toEqual(new Date(2025, 1, 15, 10, 30));
    expect(dateWindowStart("quarter", now)).toEqual(new Date(2024, 11, 15, 10, 30));
  });
});

describe("matchesSearch", () => {
  it("is a case-insensitive substring match over every field, numbers included", () => {
    expect(matchesSearch(["Addis Roasters", null], "ROAST")).toBe(true);
    expect(matchesSearch(["Addis Roasters", 300], "30")).toBe(true);
    expect(matchesSearch(["Addis Roasters"], "guji")).toBe(false);
    expect(matchesSearch([null, undefined], "  ")).toBe(true);
  });
});

describe("filterRequests", () => {
  const names = (filtered: Row[]) => filtered.map((row) => row.name);

  it("keeps everything without filters", () => {
    expect(filterRequests(rows, NO_REQUEST_FILTERS, read, now)).toHaveLength(rows.length);
  });

  it("filters by status, counting a missing status as pending", () => {
    expect(
      names(filterRequests(rows, { ...NO_REQUEST_FILTERS, status: "pending" }, read, now)),
    ).toEqual(["Abebe Bikila", "Tomás Ortega"]);
    expect(
      names(filterRequests(rows, { ...NO_REQUEST_FILTERS, status: "cancelled" }, read, now)),
    ).toEqual(["Sara Lind"]);
  });

  it("filters by date window", () => {
    const within = (dateRange: "today" | "week" | "month" | "quarter") =>
      names(filterRequests(rows, { ...NO_REQUEST_FILTERS, dateRange }, read, now));
    expect(within("today")).toEqual(["Abebe Bikila"]);
    expect(within("week")).toEqual(["Abebe Bikila", "Jane Miller"]);
    expect(within("month")).toEqual(["Abebe Bikila", "Jane Miller", "Tomás Ortega"]);
    expect(within("quarter")).toEqual(["Abebe Bikila", "Jane Miller", "Tomás Ortega", "Sara Lind"]);
  });

  it("combines search, status and date", () => {
    const filters = { query: "café", status: "pending", dateRange: "month" } as const;
    expect(names(filterRequests(rows, filters, read, now))).toEqual(["Tomás Ortega"]);
    expect(filterRequests(rows, { ...filters, dateRange: "week" }, read, now)).toEqual([]);
  });

  it("drops a record whose date cannot be read only when a date window is set", () => {
    const broken = [{ ...rows[0]!, createdAt: "not a date" }];
    expect(filterRequests(broken, NO_REQUEST_FILTERS, read, now)).toHaveLength(1);
    expect(
      filterRequests(broken, { ...NO_REQUEST_FILTERS, dateRange: "quarter" }, read, now),
    ).toHaveLength(0);
  });
});

describe("newestFirst", () => {
  it("orders by received date, newest first, unreadable dates last", () => {
    const shuffled = [rows[2]!, { ...rows[1]!, createdAt: "?" }, rows[0]!, rows[4]!];
    expect(newestFirst(shuffled, read.receivedAt).map((row) => row.name)).toEqual([
      "Abebe Bikila",
      "Tomás Ortega",
      "Kenji Sato",
      "Jane Miller",
    ]);
  });
});
