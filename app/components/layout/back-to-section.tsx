import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useScrollToSection } from "~/lib/scroll-to-section";

export interface BackToSectionProps {
  /** The home-page section to return to, e.g. "csr". */
  section: string;
  label: string;
  /** Over a dark hero image the button is light. */
  onDark?: boolean;
}

/** Home, then the section a story page belongs to. */
export function BackToSection({ section, label, onDark }: BackToSectionProps) {
  const scrollTo = useScrollToSection();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={onDark ? "-ml-3 self-start text-white hover:bg-white/10" : "-ml-3 self-start"}
      onClick={() => scrollTo(section)}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}
