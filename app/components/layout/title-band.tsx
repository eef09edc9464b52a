import type { ReactNode } from "react";
import { BackToSection } from "./back-to-section";
import { PageHeader } from "./page-header";

/**
 * An inner page's title band, then its way back to the home-page section it belongs to (the
 * collections to Coffee Collections, the origin stories to theirs). Drawn as a part of the page
 * (decision 049): the Back button names its section in its markup.
 */
export function TitleBand({
  eyebrow,
  title,
  back,
  children,
}: {
  eyebrow: string;
  title: string;
  back: { section: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        {children}
      </PageHeader>
      <div className="container-page pt-10 md:pt-14">
        <BackToSection section={back.section} label={back.label} />
      </div>
    </>
  );
}
