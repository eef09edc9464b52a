// Replays the actions the head's script held while the page waited for React (decision 039,
// app/lib/early-events.ts). Loaded only when there is something to replay.
import type { EarlyEvent, EarlyEvents } from "./early-events";
import { buttonSelector } from "./static-part";

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;

/**
 * A value typed before React ran, told to React: React keeps the last value it saw in its own
 * tracker on the field, so the field is first set through that tracker to something else, then
 * to the typed value through the element's own setter, and the input event then reads as a change.
 * The value is the one the visitor left, even if React has rendered the field since.
 */
function replayValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  typed: string,
) {
  if (field.type === "file") return;
  field.value = typed === "" ? " " : "";
  nativeValueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * A box ticked or a radio chosen before React ran: set through its tracker to the other state,
 * then clicked into the state the visitor left it in, which React reads as a change. React may
 * have rendered the group since (a palette read from storage), so the state is the visitor's.
 */
function replayToggle(box: HTMLInputElement, checked: boolean) {
  box.checked = !checked;
  box.click();
}

/**
 * What stands now for an element of a part that the part, drawn anew, took out of the page (its
 * code arrived between the click and the replay): the same button (by its `data-` attributes), or
 * the link to the same address, in the same part. Null when there is none.
 */
function sameInRedrawnPart(element: Element): Element | null {
  const acting = element.closest<HTMLElement>("button[data-action], button[data-section], a[href]");
  const mark = acting?.closest<HTMLElement>("[data-part]")?.dataset.part;
  if (!acting || !mark) return null;
  const selector =
    acting instanceof HTMLAnchorElement
      ? `a[href="${CSS.escape(acting.getAttribute("href") ?? "")}"]`
      : buttonSelector(acting);
  return (
    document.querySelector(`[data-part="${CSS.escape(mark)}"]`)?.querySelector(selector) ?? null
  );
}

function replay(event: Exclude<EarlyEvent, { type: "value" }>) {
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
    case "toggle":
      replayToggle(event.target, event.checked);
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
  // A field typed into is told once, where it was first typed, with the last value typed.
  const typed = new Map<Element, string>();
  for (const event of held) if (event.type === "value") typed.set(event.target, event.value);
  for (const event of held) {
    if (event.type === "click" || event.type === "key") {
      // A button whose part React drew anew as it arrived is pressed where it is now.
      const target = event.target.isConnected ? event.target : sameInRedrawnPart(event.target);
      if (target) replay({ ...event, target });
      continue;
    }
    if (event.type !== "value") {
      if (event.target.isConnected) replay(event);
      continue;
    }
    if (!event.target.isConnected) continue;
    const value = typed.get(event.target);
    if (value === undefined) continue;
    typed.delete(event.target);
    replayValue(event.target, value);
  }
}
