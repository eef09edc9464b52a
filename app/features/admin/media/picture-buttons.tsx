import { ImageIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * A record's picture in a desk list (a partner's logo, a team member's portrait): choose one from
 * the image library, and remove the one set.
 */
export function PictureButtons({
  name,
  noun,
  set,
  onChoose,
  onRemove,
}: {
  /** The record's name, for the buttons' accessible names. */
  name: string;
  noun: "logo" | "portrait";
  /** Whether a picture is set. */
  set: boolean;
  onChoose: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Choose a ${noun} for ${name}`}
        onClick={onChoose}
      >
        <ImageIcon className="h-4 w-4" aria-hidden />
        {noun === "logo" ? "Logo" : "Portrait"}
      </Button>
      {set ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove the ${noun} of ${name}`}
          onClick={onRemove}
        >
          Remove {noun}
        </Button>
      ) : null}
    </>
  );
}
