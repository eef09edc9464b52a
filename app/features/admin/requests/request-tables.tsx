// What each request table shows: one generic table (request-table.tsx), three configurations.
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import {
  COFFEE_CATEGORIES,
  EXPERIENCE_LEVEL_LABELS,
  TRIP_EXPERIENCES,
  type RequestType,
} from "~common/constants";
import { quoteQuantityText } from "~common/lot-quote";
import { formatDate } from "../format";
import type { FilterableRecord } from "./request-filters";
import type {
  ContactMessage,
  OriginTripRequest,
  QuoteRequest,
  RequestRecordByType,
  SampleRequest,
} from "~common/contract/records";

export interface RequestColumn<R> {
  header: string;
  cell: (record: R) => ReactNode;
  /** Extra classes for the header and cells (e.g. right-aligned numbers). */
  className?: string;
}

export interface RequestDetail {
  label: string;
  value: string | number | null | undefined;
  /** Long free text takes the full width. */
  wide?: boolean;
}

export interface RequestDetailGroup {
  heading: string;
  fields: RequestDetail[];
}

export interface RequestTableConfig<T extends RequestType> {
  type: T;
  /** The tab's name, also used in the tab label with the count: 'Quotes (3)'. */
  tabLabel: string;
  title: string;
  /** 'quote request': for dialog titles and labels. */
  noun: string;
  searchPlaceholder: string;
  read: FilterableRecord<RequestRecordByType[T]>;
  /** Who sent it, to name the row in button labels. */
  sender: (record: RequestRecordByType[T]) => string;
  columns: readonly RequestColumn<RequestRecordByType[T]>[];
  details: (record: RequestRecordByType[T]) => RequestDetailGroup[];
}

function labelOf(
  choices: readonly { value: string; label: string }[],
  value: string | null,
): string | null {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

function experiencesOf(trip: OriginTripRequest): string {
  return trip.selectedExperiences
    .map((id) => TRIP_EXPERIENCES.find((experience) => experience.id === id)?.label ?? id)
    .join(", ");
}

/**
 * A cell of two lines; `narrow` is a third line shown only where a hidden column's value would
 * otherwise be missing (below 1280 px the date column folds in, below 1024 px the quantity).
 */
function Stack({
  primary,
  secondary,
  narrow,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  narrow?: { below: "lg" | "xl"; text: ReactNode };
}) {
  return (
    <div className="min-w-0">
      <div className="truncate font-medium text-dark">{primary}</div>
      {secondary ? <div className="truncate text-xs text-muted">{secondary}</div> : null}
      {narrow ? (
        <div
          className={cn(
            "tabular truncate text-xs text-muted",
            narrow.below === "lg" ? "lg:hidden" : "xl:hidden",
          )}
        >
          {narrow.text}
        </div>
      ) : null}
    </div>
  );
}

/** A date column that folds into the first column below 1280 px. */
const WIDE_ONLY = "hidden xl:table-cell";
/** A figure column that folds into the second column below 1024 px. */
const LARGE_ONLY = "hidden lg:table-cell text-right";

/** The request's id, its reference (Q-7K3M-9P2X): what a buyer quotes when they write about it. */
const referenceColumn: RequestColumn<{ id: string }> = {
  header: "Reference",
  cell: (record) => <span className="tabular whitespace-nowrap">{record.id}</span>,
};

const quoteRequests: RequestTableConfig<"quote-requests"> = {
  type: "quote-requests",
  tabLabel: "Quotes",
  title: "Quote Requests",
  noun: "quote request",
  searchPlaceholder: "Search by reference, name, company, email or coffee",
  read: {
    searchText: (q: QuoteRequest) => [
      q.id,
      q.firstName,
      q.lastName,
      `${q.firstName} ${q.lastName}`,
      q.email,
      q.phone,
      q.company,
      q.role,
      q.city,
      q.country,
      q.coffeeName,
      q.region,
      q.grade,
      q.processing,
      q.notes,
    ],
    receivedAt: (q) => q.createdAt,
    status: (q) => q.status,
  },
  sender: (q) => `${q.firstName} ${q.lastName}`,
  columns: [
    referenceColumn,
    {
      header: "Received",
      className: WIDE_ONLY,
      cell: (q) => <span className="tabular whitespace-nowrap">{formatDate(q.createdAt)}</span>,
    },
    {
      header: "Contact",
      cell: (q) => (
        <Stack
          primary={`${q.firstName} ${q.lastName}`}
          secondary={`${q.company} · ${q.email}`}
          narrow={{ below: "xl", text: formatDate(q.createdAt) }}
        />
      ),
    },
    {
      header: "Coffee",
      cell: (q) => (
        <Stack
          primary={q.coffeeName}
          secondary={`${q.region} · ${q.grade}`}
          narrow={{ below: "lg", text: quoteQuantityText(q.quantity, q.quantityUnit) }}
        />
      ),
    },
    {
      header: "Quantity",
      className: LARGE_ONLY,
      cell: (q) => (
        <span className="tabular whitespace-nowrap">
          {quoteQuantityText(q.quantity, q.quantityUnit)}
        </span>
      ),
    },
  ],
  details: (q) => [
    {
      heading: "Contact",
      fields: [
        { label: "Name", value: `${q.firstName} ${q.lastName}` },
        { label: "Company", value: q.company },
        { label: "Role", value: q.role },
        { label: "Email", value: q.email },
        { label: "Phone", value: q.phone },
      ],
    },
    {
      heading: "Address",
      fields: [
        { label: "Address line 1", value: q.addressLine1 },
        { label: "Address line 2", value: q.addressLine2 },
        { label: "City", value: q.city },
        { label: "State/province", value: q.stateProvince },
        { label: "Postal code", value: q.postalCode },
        { label: "Country", value: q.country },
      ],
    },
    {
      heading: "Coffee",
      fields: [
        { label: "Coffee", value: q.coffeeName },
        { label: "Region", value: q.region },
        { label: "Grade", value: q.grade },
        { label: "Processing", value: q.processing },
        { label: "Quantity", value: quoteQuantityText(q.quantity, q.quantityUnit) },
        { label: "Notes", value: q.notes, wide: true },
      ],
    },
  ],
};

const sampleRequests: RequestTableConfig<"sample-requests"> = {
  type: "sample-requests",
  tabLabel: "Samples",
  title: "Sample Requests",
  noun: "sample request",
  searchPlaceholder: "Search by reference, company, contact, email or coffee",
  read: {
    searchText: (s: SampleRequest) => [
      s.id,
      s.companyName,
      s.contactName,
      s.email,
      s.phone,
      s.role,
      s.city,
      s.country,
      s.coffeeRegion,
      s.coffeeVariety,
      s.coffeeProcessing,
      s.coffeeGrade,
      s.coffeeCategory,
      s.sampleSize,
      s.notes,
    ],
    receivedAt: (s) => s.createdAt,
    status: (s) => s.status,
  },
  sender: (s) => s.contactName,
  columns: [
    referenceColumn,
    {
      header: "Received",
      className: WIDE_ONLY,
      cell: (s) => <span className="tabular whitespace-nowrap">{formatDate(s.createdAt)}</span>,
    },
    {
      header: "Company",
      cell: (s) => (
        <Stack
          primary={s.companyName}
          secondary={`${s.contactName} · ${s.email}`}
          narrow={{ below: "xl", text: formatDate(s.createdAt) }}
        />
      ),
    },
    {
      header: "Coffee",
      cell: (s) => (
        <Stack
          primary={[s.coffeeRegion, s.coffeeVariety].filter(Boolean).join(" · ")}
          secondary={`${s.coffeeProcessing} · ${s.coffeeGrade} · ${labelOf(COFFEE_CATEGORIES, s.coffeeCategory)}`}
          narrow={{ below: "lg", text: `${s.sampleSize} sample` }}
        />
      ),
    },
    {
      header: "Size",
      className: LARGE_ONLY,
      cell: (s) => <span className="tabular">{s.sampleSize}</span>,
    },
  ],
  details: (s) => [
    {
      heading: "Contact",
      fields: [
        { label: "Company", value: s.companyName },
        { label: "Contact", value: s.contactName },
        { label: "Role", value: s.role },
        { label: "Email", value: s.email },
        { label: "Phone", value: s.phone },
      ],
    },
    {
      heading: "Address",
      fields: [
        { label: "Address line 1", value: s.addressLine1 },
        { label: "Address line 2", value: s.addressLine2 },
        { label: "City", value: s.city },
        { label: "State/province", value: s.stateProvince },
        { label: "Postal code", value: s.postalCode },
        { label: "Country", value: s.country },
      ],
    },
    {
      heading: "Coffee",
      fields: [
        { label: "Category", value: labelOf(COFFEE_CATEGORIES, s.coffeeCategory) },
        { label: "Region", value: s.coffeeRegion },
        { label: "Variety", value: s.coffeeVariety },
        { label: "Processing", value: s.coffeeProcessing },
        { label: "Grade", value: s.coffeeGrade },
        { label: "Sample size", value: s.sampleSize },
        { label: "Notes", value: s.notes, wide: true },
      ],
    },
  ],
};

const originTrips: RequestTableConfig<"origin-trips"> = {
  type: "origin-trips",
  tabLabel: "Trips",
  title: "Origin Trip Requests",
  noun: "trip request",
  searchPlaceholder: "Search by reference, name, company, email or experience",
  read: {
    searchText: (t: OriginTripRequest) => [
      t.id,
      t.fullName,
      t.email,
      t.company,
      t.phone,
      t.role,
      t.city,
      t.country,
      t.preferredDates,
      t.specialRequests,
      t.experience,
      experiencesOf(t),
    ],
    receivedAt: (t) => t.submittedAt,
    status: (t) => t.status,
  },
  sender: (t) => t.fullName,
  columns: [
    referenceColumn,
    {
      header: "Submitted",
      className: WIDE_ONLY,
      cell: (t) => <span className="tabular whitespace-nowrap">{formatDate(t.submittedAt)}</span>,
    },
    {
      header: "Guest",
      cell: (t) => (
        <Stack
          primary={t.fullName}
          secondary={[t.company, t.email].filter(Boolean).join(" · ")}
          narrow={{ below: "xl", text: formatDate(t.submittedAt) }}
        />
      ),
    },
    {
      header: "Experiences",
      cell: (t) => (
        <Stack
          primary={experiencesOf(t)}
          secondary={t.preferredDates}
          narrow={{ below: "lg", text: `Group of ${t.groupSize}` }}
        />
      ),
    },
    {
      header: "Group",
      className: LARGE_ONLY,
      cell: (t) => <span className="tabular">{t.groupSize}</span>,
    },
  ],
  details: (t) => [
    {
      heading: "Guest",
      fields: [
        { label: "Full name", value: t.fullName },
        { label: "Email", value: t.email },
        { label: "Company", value: t.company },
        { label: "Role", value: t.role },
        { label: "Phone", value: t.phone },
      ],
    },
    {
      heading: "Address",
      fields: [
        { label: "Address line 1", value: t.addressLine1 },
        { label: "City", value: t.city },
        { label: "Country", value: t.country },
      ],
    },
    {
      heading: "Trip",
      fields: [
        { label: "Selected experiences", value: experiencesOf(t) },
        { label: "Group size", value: t.groupSize },
        { label: "Experience", value: t.experience ? EXPERIENCE_LEVEL_LABELS[t.experience] : null },
        { label: "Preferred dates", value: t.preferredDates },
        { label: "Special requests", value: t.specialRequests, wide: true },
      ],
    },
  ],
};

const contactMessages: RequestTableConfig<"contact"> = {
  type: "contact",
  tabLabel: "Messages",
  title: "Contact Messages",
  noun: "contact message",
  searchPlaceholder: "Search by reference, name, email or message",
  read: {
    searchText: (c: ContactMessage) => [c.id, c.name, c.email, c.phone, c.message],
    receivedAt: (c) => c.createdAt,
    status: (c) => c.status,
  },
  sender: (c) => c.name,
  columns: [
    referenceColumn,
    {
      header: "Received",
      className: WIDE_ONLY,
      cell: (c) => <span className="tabular whitespace-nowrap">{formatDate(c.createdAt)}</span>,
    },
    {
      header: "From",
      cell: (c) => (
        <Stack
          primary={c.name}
          secondary={[c.email, c.phone].filter(Boolean).join(" · ")}
          narrow={{ below: "xl", text: formatDate(c.createdAt) }}
        />
      ),
    },
    {
      header: "Message",
      cell: (c) => <Stack primary={c.message} />,
    },
  ],
  details: (c) => [
    {
      heading: "Contact",
      fields: [
        { label: "Name", value: c.name },
        { label: "Email", value: c.email },
        { label: "Phone", value: c.phone },
      ],
    },
    { heading: "Message", fields: [{ label: "Message", value: c.message, wide: true }] },
  ],
};

export const REQUEST_TABLES: { readonly [T in RequestType]: RequestTableConfig<T> } = {
  "quote-requests": quoteRequests,
  "sample-requests": sampleRequests,
  "origin-trips": originTrips,
  contact: contactMessages,
};
