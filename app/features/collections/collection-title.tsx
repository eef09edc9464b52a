import type { ReactNode } from "react";
import { BackToSection } from "~/components/layout/back-to-section";
import { PageHeader } from "~/components/layout/page-header";

/** A collection page's title band, then the way back to the home page's Coffee Collections. */
export function CollectionTitle({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        {children}
      </PageHeader>
      <div className="container-page pt-10 md:pt-14">
        <BackToSection section="products" label="Back to Products" />
      </div>
    </>
  );
}
