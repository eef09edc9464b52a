import { Dialog } from "~/components/ui/dialog";
import type { MediaImage } from "~common/contract/media";
import { imageLabel, LibraryPicture, NEEDS_ALT_TEXT } from "./library-picture";

/**
 * A dialog listing the library's photographs to choose one from. One without alt text is shown
 * but cannot be chosen; the ones already in the place are left out.
 */
export function ImageChooser({
  open,
  title,
  images,
  exclude = [],
  onChoose,
  onClose,
}: {
  open: boolean;
  title: string;
  images: readonly MediaImage[];
  exclude?: readonly string[];
  onChoose: (image: MediaImage) => void;
  onClose: () => void;
}) {
  const choices = images.filter((image) => !exclude.includes(image.id));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description="A photograph needs alt text before it can be shown; give it in the library."
      className="max-w-3xl"
    >
      {choices.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">
          No other photographs in the library. Upload them on the Media tab.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {choices.map((image) => {
            const ready = image.alt !== "";
            return (
              <li key={image.id}>
                <button
                  type="button"
                  disabled={!ready}
                  onClick={() => {
                    onChoose(image);
                    onClose();
                  }}
                  aria-label={
                    ready ? `Choose ${image.alt}` : `${image.fileName}: ${NEEDS_ALT_TEXT}`
                  }
                  className="group block w-full overflow-hidden rounded-xl border border-line text-left transition hover:border-primary disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <LibraryPicture image={image} alt="" className="aspect-[3/2]" />
                  <span className="block p-2 text-xs text-ink">
                    {ready ? imageLabel(image) : `${image.fileName} · ${NEEDS_ALT_TEXT}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
