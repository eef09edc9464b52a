import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { RequestType } from "~common/constants";
import { useNewsEvents } from "../api/news-events";
import { useOutboxCounts } from "../api/outbox";
import { isOverdue, useRequestList } from "../api/requests";
import type RequestTableComponent from "../requests/request-table";
import { REQUEST_TABLES } from "../requests/request-tables";
import { useEditor } from "../use-editor";
import { AddButton, AdminHeader } from "./admin-header";
import { OverdueNotice } from "./overdue-notice";
import { OutboxTabLabel, UndeliveredNotice } from "./undelivered-mail";
import type { NewsEvent, Offer } from "~common/contract/records";
import { lazyPart } from "~/lib/lazy-part";

// Each tab's code arrives when the tab is first opened.
const OffersTab = lazyPart(() => import("../offers/offers-tab"));
const NewsDesk = lazyPart(() => import("../news/news-desk"));
const MediaTab = lazyPart(() => import("../media/media-tab"));
// lazyPart() forgets the table's type parameter; the cast keeps each config checked against its records.
const RequestTable = lazyPart(
  () => import("../requests/request-table"),
) as unknown as typeof RequestTableComponent;
const SecurityTab = lazyPart(() => import("../security/security-tab"));
const OutboxTab = lazyPart(() => import("../outbox/outbox-tab"));
const SubscribersTab = lazyPart(() => import("../newsletter/subscribers-tab"));
const SiteSettingsTab = lazyPart(() => import("../settings/site-settings-tab"));
const PartnersTab = lazyPart(() => import("../partners/partners-tab"));
const TeamTab = lazyPart(() => import("../team/team-tab"));
const BuyersTab = lazyPart(() => import("../buyers/buyers-tab"));
const FarmersTab = lazyPart(() => import("../farmers/farmers-tab"));
const GalleriesTab = lazyPart(() => import("../galleries/galleries-tab"));

const TAB_VALUES = [
  "offers",
  "news",
  "media",
  "quote-requests",
  "sample-requests",
  "origin-trips",
  "contact",
  "buyers",
  "outbox",
  "subscribers",
  "team",
  "farmers",
  "galleries",
  "partners",
  "settings",
  "security",
] as const satisfies readonly (
  | "offers"
  | "news"
  | "media"
  | RequestType
  | "buyers"
  | "outbox"
  | "subscribers"
  | "team"
  | "farmers"
  | "galleries"
  | "partners"
  | "settings"
  | "security"
)[];
type TabValue = (typeof TAB_VALUES)[number];

/** /admin#quote-requests opens that tab: the links in the mails to the sales team. */
function tabOfHash(hash: string): TabValue | null {
  const value = hash.replace(/^#/, "");
  return (TAB_VALUES as readonly string[]).includes(value) ? (value as TabValue) : null;
}

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

function TabFallback() {
  return (
    <p role="status" className="py-16 text-center text-sm text-muted">
      Loading...
    </p>
  );
}

function Panel({ value, children }: { value: TabValue; children: ReactNode }) {
  return (
    <TabsContent value={value} className="mt-6 focus-visible:outline-none">
      <Suspense fallback={<TabFallback />}>{children}</Suspense>
    </TabsContent>
  );
}

/** The signed-in admin page: header, the tabs, and the add/edit state of the two forms. */
export default function AdminPanel() {
  // Every tab's forms raise toasts: the toaster arrives with the desk, not with a failure.
  const [tab, setTab] = useState<TabValue>("offers");
  const offerEditor = useEditor<Offer>();
  const newsEditor = useEditor<NewsEvent>();
  const news = useNewsEvents();
  const quotes = useRequestList("quote-requests");
  const samples = useRequestList("sample-requests");
  const trips = useRequestList("origin-trips");
  const messages = useRequestList("contact");
  const outbox = useOutboxCounts();
  const overdueIn = (records: readonly object[] | undefined) => records?.filter(isOverdue).length;
  const overdue = {
    "quote-requests": overdueIn(quotes.data),
    "sample-requests": overdueIn(samples.data),
    "origin-trips": overdueIn(trips.data),
    contact: overdueIn(messages.data),
  };
  const undelivered = outbox.data?.undelivered ?? 0;

  // The page is prerendered without a hash; the tab it names is chosen once hydrated, and again
  // when a link on this page changes the hash (the browser does not reload for that).
  useEffect(() => {
    const followHash = () => {
      const fromHash = tabOfHash(window.location.hash);
      if (fromHash) setTab(fromHash);
    };
    followHash();
    window.addEventListener("hashchange", followHash);
    return () => window.removeEventListener("hashchange", followHash);
  }, []);

  const addNews = tab === "news";
  return (
    <div className="min-h-screen bg-light">
      <AdminHeader
        title="Admin Panel"
        actions={
          <>
            <OverdueNotice counts={overdue} onOpen={setTab} />
            <UndeliveredNotice count={undelivered} onOpen={() => setTab("outbox")} />
            <AddButton
              label={addNews ? "Add News/Event" : "Add New Offer"}
              onClick={() => {
                if (addNews) return newsEditor.startNew();
                setTab("offers");
                offerEditor.startNew();
              }}
            />
          </>
        }
      />
      <div className="mx-auto max-w-[90rem] px-5 py-8 md:px-8">
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          {/* The tabs wrap onto more rows on a phone (each row filled) rather than hide past
              the edge; from sm they keep their natural width. */}
          <TabsList
            aria-label="Admin sections"
            className="w-full flex-wrap shadow-sm max-sm:[&>*]:grow"
          >
            <TabsTrigger value="offers">Offers</TabsTrigger>
            <TabsTrigger value="news">{withCount("News & Events", news.data?.length)}</TabsTrigger>
            <TabsTrigger value="media">Media</TabsTrigger>
            <TabsTrigger value="quote-requests">
              {withCount(REQUEST_TABLES["quote-requests"].tabLabel, quotes.data?.length)}
            </TabsTrigger>
            <TabsTrigger value="sample-requests">
              {withCount(REQUEST_TABLES["sample-requests"].tabLabel, samples.data?.length)}
            </TabsTrigger>
            <TabsTrigger value="origin-trips">
              {withCount(REQUEST_TABLES["origin-trips"].tabLabel, trips.data?.length)}
            </TabsTrigger>
            <TabsTrigger value="contact">
              {withCount(REQUEST_TABLES.contact.tabLabel, messages.data?.length)}
            </TabsTrigger>
            <TabsTrigger value="buyers">Buyers</TabsTrigger>
            <TabsTrigger value="outbox">
              <OutboxTabLabel undelivered={undelivered} />
            </TabsTrigger>
            <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
            <TabsTrigger value="team">Team</TabsTrigger>
            <TabsTrigger value="farmers">Farmers</TabsTrigger>
            <TabsTrigger value="galleries">Galleries</TabsTrigger>
            <TabsTrigger value="partners">Partners</TabsTrigger>
            <TabsTrigger value="settings">Site settings</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
          </TabsList>
          <Panel value="offers">
            <OffersTab editor={offerEditor} />
          </Panel>
          <Panel value="news">
            <NewsDesk editor={newsEditor} />
          </Panel>
          <Panel value="media">
            <MediaTab />
          </Panel>
          <Panel value="quote-requests">
            <RequestTable config={REQUEST_TABLES["quote-requests"]} />
          </Panel>
          <Panel value="sample-requests">
            <RequestTable config={REQUEST_TABLES["sample-requests"]} />
          </Panel>
          <Panel value="origin-trips">
            <RequestTable config={REQUEST_TABLES["origin-trips"]} />
          </Panel>
          <Panel value="contact">
            <RequestTable config={REQUEST_TABLES.contact} />
          </Panel>
          <Panel value="buyers">
            <BuyersTab />
          </Panel>
          <Panel value="outbox">
            <OutboxTab />
          </Panel>
          <Panel value="subscribers">
            <SubscribersTab />
          </Panel>
          <Panel value="team">
            <TeamTab />
          </Panel>
          <Panel value="farmers">
            <FarmersTab />
          </Panel>
          <Panel value="galleries">
            <GalleriesTab />
          </Panel>
          <Panel value="partners">
            <PartnersTab />
          </Panel>
          <Panel value="settings">
            <SiteSettingsTab />
          </Panel>
          <Panel value="security">
            <SecurityTab />
          </Panel>
        </Tabs>
      </div>
    </div>
  );
}
