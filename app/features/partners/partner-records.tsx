import { Building2, Coffee } from "lucide-react";
import { partnersSection } from "../../../content/partners";
import { PartnersLoading } from "./partners-section";
import { usePartners } from "./partners-query";
import type { Partner } from "../../../common/contract/records";

const TYPE_LABELS: Record<Partner["type"], string> = { partner: "Partner", customer: "Customer" };

/** A partner or customer: its logo when it has one, else an icon tile with its name. */
function PartnerTile({ partner }: { partner: Partner }) {
  const Icon = partner.type === "customer" ? Coffee : Building2;
  return (
    <li className="flex h-full flex-col items-center rounded-2xl border border-line bg-white px-3 py-5 text-center sm:px-4 sm:py-6">
      {partner.image ? (
        <img
          src={partner.image}
          alt={partner.name}
          loading="lazy"
          decoding="async"
          className="h-12 w-auto max-w-[9rem] object-contain"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Icon className="h-5 w-5" strokeWidth={1.75} />
        </span>
      )}
      <p className="mt-3 font-display text-[17px] leading-snug text-dark">{partner.name}</p>
      {partner.description ? (
        <p className="mt-1 text-xs leading-snug text-muted">{partner.description}</p>
      ) : null}
      <p className="mt-2 text-[10px] font-semibold uppercase tracking-[0.18em] text-secondary">
        {TYPE_LABELS[partner.type]}
      </p>
    </li>
  );
}

/** The records of /api/partners; a failed load shows none (spec section 8 shows no error). */
export default function PartnerRecords() {
  const { data: partners, isPending } = usePartners();
  if (isPending) return <PartnersLoading />;
  if (!partners || partners.length === 0) return null;
  return (
    <ul
      aria-label={partnersSection.title}
      className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {partners.map((partner) => (
        <PartnerTile key={partner.id} partner={partner} />
      ))}
    </ul>
  );
}
