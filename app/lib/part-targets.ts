// A part's buttons say in their markup what they do (decision 052): their `data-` attributes name
// the action and what it acts on. That names a button across drawings of its part: the server's
// HTML kept on the first load, the same HTML shown while the part's code arrives, and the part
// drawn by that code.

/** A selector for a part's button by what it does: its `data-` attributes. */
export function buttonSelector(button: HTMLElement): string {
  const data = Object.entries(button.dataset).map(
    ([key, value]) =>
      `[data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${CSS.escape(value ?? "")}"]`,
  );
  return `button${data.join("")}`;
}

/**
 * What stands now for an element of a part that the part, drawn anew, took out of the page (a
 * button clicked before React ran, whose part React drew again as it arrived): the same button, or
 * the link to the same address, in the same part. Null when there is none.
 */
export function sameInRedrawnPart(element: Element): Element | null {
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
