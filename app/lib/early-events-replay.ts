// Replays the actions the head's script held while the page waited for React (decision 039,
// app/lib/early-events.ts). Loaded only when there is something to replay.
import type { EarlyEvent, EarlyEvents } from "./early-events";

const nativeValueSetter = (field: EarlyEvent["target"]) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;

/**
 * A value typed before React ran, told to React: React keeps the last value it saw in its own
 * tracker on the field, so the field is first set through that tracker to something else, then
 * back through the element's own setter, and the input event then reads as a change.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  if (field.type === "file") return;
  const typed = field.value;
  field.value = typed === "" ? " " : "";
  nativeValueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A box ticked (or a radio chosen) before React ran: unticked through its tracker, then clicked. */
function replayToggle(box: HTMLInputElement) {
  if (box.type === "radio" && !box.checked) return;
  box.checked = !box.checked;
  box.click();
}

function replay(event: EarlyEvent) {
  switch (event.type) {
    case "click":
      event.target.dispatchEvent(
        new MouseEvent("click", { ...event.init, bubbles: true, cancelable: true, view: window }),
      );
      return;
    case "submit":
      event.target.requestSubmit(
        event.submitter && "form" in event.submitter && event.submitter.form === event.target
          ? event.submitter
          : null,
      );
      return;
    case "key":
      event.target.dispatchEvent(
        new KeyboardEvent("keydown", { ...event.init, bubbles: true, cancelable: true }),
      );
      return;
    case "value":
      replayValue(event.target);
      return;
    case "toggle":
      replayToggle(event.target);
      return;
    case "hover":
      // Only if the pointer is still there: React works out the enter events from it.
      if (!event.target.matches(":hover")) return;
      event.target.dispatchEvent(
        new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse", isPrimary: true }),
      );
      event.target.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
  }
}

/** Hands React what the visitor did before it ran, in order; the page is React's from now on. */
export function replayEarlyEvents(held: EarlyEvents): void {
  held.done = true;
  // A field typed into holds its last value: React is told it once, where it was first typed.
  const told = new Set<Element>();
  for (const event of held) {
    if (!event.target.isConnected) continue;
    if (event.type === "value") {
      if (told.has(event.target)) continue;
      told.add(event.target);
    }
    replay(event);
  }
}
