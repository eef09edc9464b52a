// A visitor's request or contact message and its two mails stored by one statement (decision
// 042): the offer it names is locked and checked, the request inserted under a fresh reference and
// both mails queued, linked to that reference, all or nothing, in one round trip instead of a
// transaction's four or five (BEGIN, the offer's lock, the request, the mails, COMMIT).
import { eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { createHash } from "node:crypto";
import { DEFAULT_REQUEST_STATUS } from "../../../common/constants";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { offers, outbox } from "../../db/schema";
import { validationError } from "../../errors";
import type { MailMessage } from "../mail/service";
import { newReference, type ReferencePrefix } from "./reference";

const OFFER_GONE_MESSAGE = "The selected coffee offer no longer exists.";

/** Draws of a reference before giving up: with 40 random bits, a second draw is already rare. */
const REFERENCE_DRAWS = 4;

/** The offer a request names, and when that offer can no longer take it. */
export interface OfferRule {
  offerId: number | null;
  /** True of the `offer` row (availability, sample_available) while it takes the request. */
  open: SQL;
  /** Why it does not: thrown when the offer exists and `open` is false. */
  refusal: () => Error;
}

/**
 * Who a request is from, as its buyer is found (decision 068): the database's `buyer_for()` picks
 * the buyer its business email domain or company name leads to, or stores a new one, in the
 * filing's statement.
 */
export interface BuyerClue {
  email: string;
  company: string | null;
  country: string | null;
}

/** One request as it is filed: everything but its serial id is known before the insert. A table
 * with a status column (every request, not a contact message) files it pending. */
export interface Filing<Row, Received extends string> {
  table: PgTable;
  prefix: ReferencePrefix;
  /** The column of the time it came: createdAt, or submittedAt for trips. */
  receivedAt: Received;
  /** What the visitor sent, validated: every column but the reference, status and time. */
  fields: Omit<Row, "reference" | "status" | Received>;
  /** Its two mails, worked out from the row they describe. */
  letters: (row: Row) => MailMessage[];
  buyer: BuyerClue;
  offer?: OfferRule;
}

/**
 * Outbox columns a request's mail sets, the request's reference among them (deleting the request
 * deletes its mails); the others keep their defaults (pending, no attempts).
 */
function mailColumns(message: MailMessage, requestReference: string): Record<string, unknown> {
  return {
    requestReference,
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    html: message.html ?? null,
    headers: message.headers ?? null,
    kind: message.kind ?? "sales-note",
    replyTo: message.replyTo ?? null,
  };
}

/** The columns of `table` that `values` names, in its order; a key that is not one throws. */
function columnsOf(table: PgTable, values: Record<string, unknown>): [string, PgColumn][] {
  const columns = getTableColumns(table);
  return Object.keys(values).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return [key, column];
  });
}

/**
 * INSERT ... SELECT of one row whose values are the placeholders `${prefix}${key}`, one for each
 * Drizzle key, and the `computed` columns' expressions; PostgreSQL types the parameters by their
 * target columns. Inserts nothing (and computes nothing) unless `when` holds.
 */
function insertSelect(
  table: PgTable,
  columns: [string, PgColumn][],
  prefix: string,
  when: SQL,
  tail: SQL,
  computed: [PgColumn, SQL][] = [],
): SQL {
  const names = sql.join(
    [...columns.map(([, column]) => column), ...computed.map(([column]) => column)].map((column) =>
      sql.identifier(column.name),
    ),
    sql`, `,
  );
  const params = sql.join(
    [
      ...columns.map(([key]) => sql.placeholder(`${prefix}${key}`)),
      ...computed.map(([, value]) => value),
    ],
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${params} where ${when} ${tail}`;
}

/** Each value as its column stores it (dates, arrays, JSON), as Drizzle's own insert encodes it. */
function encodeInto(
  values: Record<string, unknown>,
  columns: [string, PgColumn][],
  source: Record<string, unknown>,
  prefix: string,
) {
  for (const [key, column] of columns) {
    const value = source[key];
    values[`${prefix}${key}`] = value == null ? null : column.mapToDriverValue(value);
  }
}

/** The statement's one row: the request's id (null when not inserted), its mails' ids. */
interface Filed {
  id: number | null;
  outboxIds: number[];
  /** Null when no offer was named or it no longer exists. */
  offerOpen: boolean | null;
}

/**
 * A filing's statement, prepared: it takes the values `row.<key>`, `mail<n>.<key>`, `offerId`
 * and `buyer.<key>` (of `BuyerClue`).
 */
interface FilingStatement {
  execute(values: Record<string, unknown>): Promise<Filed[]>;
}

/** The statement of each shape of filing, per database (a prepared statement belongs to one). */
const preparedStatements = new WeakMap<Db, Map<string, FilingStatement>>();

/** A CTE whose statement returns the `id` of the row it inserts. */
const insertedIds = <Alias extends string>(db: Db, alias: Alias, insert: SQL) =>
  db.$with(alias, { id: sql<number>`id`.as("id") }).as(insert);

const dialect = new PgDialect();

/**
 * The statement that files a request of this shape (its table, the columns it sets, its mails'
 * columns and the offer's condition), built and prepared once per database through Drizzle's
 * prepared statements. Drawing the SQL from Drizzle's tree took about a sixth of the server's
 * time per request filed (issue 13); a request now only fills in its values. PostgreSQL prepares
 * it once per connection too, under a name drawn from its text (parsing and planning the
 * statement each time cost as much again). The shapes are few: the keys of a request are its
 * form's, which the schema bounds.
 */
function filingStatement(
  db: Db,
  table: PgTable,
  rowColumns: [string, PgColumn][],
  mailColumnLists: [string, PgColumn][][],
  open: SQL,
): FilingStatement {
  const openQuery = dialect.sqlToQuery(open);
  if (openQuery.params.length > 0) throw new Error("an offer's condition takes no parameters");
  const keys = (columns: [string, PgColumn][]) => columns.map(([key]) => key).join(",");
  const shape = [
    getTableName(table),
    keys(rowColumns),
    ...mailColumnLists.map(keys),
    openQuery.sql,
  ];
  const key = shape.join("|");
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = new Map()));
  const known = statements.get(key);
  if (known) return known;

  const offerId = sql.placeholder("offerId");
  // `open` reads the offer's row under the names of its columns (offer.sample_available).
  const offer = db
    .$with("offer")
    .as(
      db
        .select({ availability: offers.availability, sampleAvailable: offers.sampleAvailable })
        .from(offers)
        .where(eq(offers.id, offerId))
        .for("share"),
    );
  const buyerColumn = getTableColumns(table).buyerId;
  if (!buyerColumn) throw new Error(`${getTableName(table)} has no buyer_id`);
  const clue = (key: keyof BuyerClue) => sql`${sql.placeholder(`buyer.${key}`)}::text`;
  // Drizzle's insert().select() names every column of the table, the serial id too: the INSERT
  // ... SELECT is written out, inserting nothing unless the offer (if named) takes the request;
  // the buyer is found (or stored) only for a request the offer takes (after a reference clash,
  // the next draw finds that same buyer).
  const request = insertedIds(
    db,
    "request",
    insertSelect(
      table,
      rowColumns,
      "row.",
      sql`${offerId}::integer is null or exists (select 1 from ${offer} where ${open})`,
      sql`on conflict (reference) do nothing returning id`,
      [[buyerColumn, sql`buyer_for(${clue("email")}, ${clue("company")}, ${clue("country")})`]],
    ),
  );
  const mails = mailColumnLists.map((columns, n) =>
    insertedIds(
      db,
      `mail${n}`,
      insertSelect(
        outbox,
        columns,
        `mail${n}.`,
        sql`exists (select 1 from ${request})`,
        sql`returning id`,
      ),
    ),
  );
  const filed = db
    .$with("filed", {
      id: sql<number | null>`id`.as("id"),
      outboxIds: sql<number[]>`outbox_ids`.as("outbox_ids"),
      offerOpen: sql<boolean | null>`offer_open`.as("offer_open"),
    })
    .as(
      sql`select (select ${request.id} from ${request}) as id,
        array[${sql.join(
          mails.map((mail) => sql`(select ${mail.id} from ${mail})`),
          sql`, `,
        )}] as outbox_ids,
        (select ${open} from ${offer}) as offer_open`,
    );
  const query = db
    .with(offer, request, ...mails, filed)
    .select()
    .from(filed);
  const name = `file_${createHash("sha256").update(query.toSQL().sql).digest("hex").slice(0, 24)}`;
  const statement = query.prepare(name);
  statements.set(key, statement);
  return statement;
}

/**
 * Files a request: when it names an offer, the offer is locked (FOR SHARE, so the admin cannot
 * sell it out or delete it meanwhile) and must be open; the request is inserted under a fresh
 * random reference and its mails queued only if it was. A reference another request already
 * holds inserts nothing (ON CONFLICT DO NOTHING) and the next draw is tried. Returns the stored
 * row and the outbox ids of its mails, in the order `letters` gave them.
 */
export async function fileRequest<Row extends Record<string, unknown>, Received extends string>(
  db: Db,
  filing: Filing<Row, Received>,
): Promise<{ row: Row & { id: number }; outboxIds: number[] }> {
  const offerId = filing.offer?.offerId ?? null;
  const open = filing.offer?.open ?? sql`true`;
  for (let draw = 1; draw <= REFERENCE_DRAWS; draw++) {
    // Pending, received now by the app's clock: the same instant in the row and both mails.
    const reference = newReference(filing.prefix);
    const row = {
      ...filing.fields,
      reference,
      ...("status" in getTableColumns(filing.table) ? { status: DEFAULT_REQUEST_STATUS } : {}),
      [filing.receivedAt]: new Date(),
    } as unknown as Row;
    const mails = filing.letters(row).map((mail) => mailColumns(mail, reference));
    const rowColumns = columnsOf(filing.table, row);
    const mailColumnLists = mails.map((mail) => columnsOf(outbox, mail));
    const values: Record<string, unknown> = {
      offerId,
      "buyer.email": filing.buyer.email,
      "buyer.company": filing.buyer.company,
      "buyer.country": filing.buyer.country,
    };
    encodeInto(values, rowColumns, row, "row.");
    mails.forEach((mail, n) => encodeInto(values, mailColumnLists[n]!, mail, `mail${n}.`));
    const statement = filingStatement(db, filing.table, rowColumns, mailColumnLists, open);
    const filed = firstRow(await statement.execute(values), "file a request");
    if (filed.id !== null)
      return { row: { ...row, id: Number(filed.id) }, outboxIds: filed.outboxIds.map(Number) };
    if (filing.offer && offerId !== null) {
      if (filed.offerOpen === null) throw validationError(OFFER_GONE_MESSAGE);
      if (!filed.offerOpen) throw filing.offer.refusal();
    }
    // Nothing inserted, the offer (if any) open: another request holds the reference.
  }
  throw new Error(`${REFERENCE_DRAWS} draws of a ${filing.prefix} reference were all taken`);
}
