import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { pictureSource, ResponsiveImage, type PictureSource } from "./responsive-image";

/** A picture of the viewer: an image of content/media, or a photograph of the image library. */
export type ViewerImage = PictureSource & {
  readonly alt: string;
  /** What the picture is called; the dialog's title. Falls back to the alternative text. */
  readonly caption?: string;
  /** Who took the photograph. */
  readonly credit?: string;
};

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown, or null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A full-screen image viewer: a titled modal dialog, Escape closes it, the arrow keys and the
 * buttons move through the images (wrapping round), and focus returns to the image that opened it.
 */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const several = count > 1;
  // Radix returns focus to a Dialog.Trigger; the viewer has none, so it remembers its opener.
  const opener = useRef<HTMLElement | null>(null);

  const move = (step: number) => {
    if (index === null || !several) return;
    onIndexChange((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <RadixDialog.Root
      open={image !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-[70] bg-dark" />
        {image ? (
          <RadixDialog.Content
            onKeyDown={onKeyDown}
            onOpenAutoFocus={() => {
              opener.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="animate-fade-scale-in fixed inset-0 z-[70] flex flex-col text-white outline-none"
          >
            <div className="flex items-start justify-between gap-4 px-5 pt-5 md:px-8 md:pt-6">
              <div className="min-w-0">
                <RadixDialog.Title className="font-display text-xl text-white md:text-2xl">
                  {image.caption ?? image.alt}
                </RadixDialog.Title>
                <RadixDialog.Description className="mt-1 max-w-3xl text-sm text-white/70">
                  {image.caption ? `${image.alt}. ` : null}
                  {image.credit ? `Photograph: ${image.credit}. ` : null}
                  {several ? (
                    <span className="tabular">
                      Image {(index ?? 0) + 1} of {count}
                    </span>
                  ) : null}
                </RadixDialog.Description>
              </div>
              <RadixDialog.Close
                aria-label="Close image viewer"
                className="shrink-0 rounded-full bg-white/10 p-2.5 text-white transition hover:bg-white/20"
              >
                <X aria-hidden className="h-5 w-5" />
              </RadixDialog.Close>
            </div>

            <div className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-5 px-4 py-6 md:px-24">
              <ResponsiveImage
                key={image.photo?.id ?? image.id}
                {...pictureSource(image)}
                alt={image.alt}
                sizes="100vw"
                className="max-h-[calc(100dvh-14rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl md:max-h-[calc(100dvh-9rem)]"
              />
              {several ? (
                // Below the picture on a phone, beside it on wider screens.
                <div className="flex items-center gap-6 md:contents">
                  <ViewerStep label="Previous image" onClick={() => move(-1)} className="md:left-6">
                    <ChevronLeft aria-hidden className="h-6 w-6" />
                  </ViewerStep>
                  <span aria-hidden className="tabular text-sm text-white/70 md:hidden">
                    {(index ?? 0) + 1} / {count}
                  </span>
                  <ViewerStep label="Next image" onClick={() => move(1)} className="md:right-6">
                    <ChevronRight aria-hidden className="h-6 w-6" />
                  </ViewerStep>
                </div>
              ) : null}
            </div>
          </RadixDialog.Content>
        ) : null}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ViewerStep({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "rounded-full bg-white/10 p-3 text-white backdrop-blur transition hover:bg-white/25 md:absolute md:top-1/2 md:-translate-y-1/2",
        className,
      )}
    >
      {children}
    </button>
  );
}

export default ImageViewer;
