import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useScrollToSection } from "~/lib/scroll-to-section";

/** Home, then the Coffee Collections section (#products). */
export function BackToProducts() {
  const scrollTo = useScrollToSection();
  return (
    <Button variant="ghost" size="sm" className="-ml-3" onClick={() => scrollTo("products")}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Products
    </Button>
  );
}
