import type { ReactNode } from "react";
import { BackToSection } from "./back-to-section";

/**
 * An inner page's title band (`children`: its page header, often an island), then its way back to
 * the home-page section it belongs to (the collections to Coffee Collections, the origin stories
 * to theirs).
 */
export function TitleBand({
  back,
  children,
}: {
  back: { section: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      {children}
      <div className="container-page pt-10 md:pt-14">
        <BackToSection section={back.section} label={back.label} />
      </div>
    </>
  );
}
