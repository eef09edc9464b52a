// What a visitor does before React runs is kept, not lost (decision 039).
//
// A page paints before it asks for its scripts, so on a slow phone, and on a fast host where the
// load event comes before the first paint, a buyer can tap a filter, open a menu, type in a form or
// follow a link that React has not taken over yet. A small inline script in the head
// (`EARLY_EVENTS_SCRIPT`) holds those actions from the first byte; once React has hydrated the page,
// `handEarlyEventsToReact` has each one replayed to it, in order, as if it had just happened.

/** One action held for React: what it was and where. */
export type EarlyEvent =
  | { type: "click"; target: Element; init: MouseEventInit }
  | { type: "submit"; target: HTMLFormElement; submitter: HTMLElement | null }
  | { type: "key"; target: Element; init: KeyboardEventInit }
  | {
      type: "value";
      target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      value: string;
    }
  | { type: "toggle"; target: HTMLInputElement; checked: boolean }
  | { type: "hover"; target: Element };

/** The held actions, in order; `done` once they have been replayed (or released without React). */
export type EarlyEvents = EarlyEvent[] & { done?: boolean };

declare global {
  interface Window {
    earlyEvents?: EarlyEvents;
  }
}

/**
 * The head's inline script. Listening on the window in the capture phase, it sees each event
 * before anything else, React included, and:
 * - holds a click on anything but a form field or a label (their clicks reach their control), and
 *   a link's only when it stays on the site in this tab: a held click does nothing now;
 * - holds a form's submission and a key on a control, a button or anything focusable by its own
 *   tabindex or with a role, such as the origin carousel (Enter and Space become a click, Tab
 *   moves focus as usual, and keys in a form field type as usual);
 * - keeps from React, without holding, a typed value and a ticked box or chosen radio (the browser
 *   shows them at once), with the state the visitor left them in, and notes the last element the
 *   mouse entered.
 * If React has not taken the page over 15 seconds after it loaded (its scripts failed), held link
 * clicks are let through, so the site's links work without JavaScript.
 * Its text is fixed, so its hash in the Content-Security-Policy is the same on every page.
 */
export const EARLY_EVENTS_SCRIPT = [
  "(()=>{var q=window.earlyEvents=[];",
  "function on(type,note){addEventListener(type,function(e){var t=e.target;if(!q.done&&t instanceof Element)note(e,t)},true)}",
  "function keep(e,entry){e.stopImmediatePropagation();q.push(entry)}",
  "function hold(e,entry){e.preventDefault();keep(e,entry)}",
  'var FIELD="input:not([type=submit],[type=button],[type=reset],[type=image]),textarea,select,label,[contenteditable]";',
  'var TOGGLE="input[type=checkbox],input[type=radio]";',
  'on("click",function(e,t){if(t.matches(TOGGLE))return keep(e,{type:"toggle",target:t,checked:t.checked});var a=t.closest("a[href]");',
  'if(a?a.origin!==location.origin||a.target&&a.target!=="_self"||a.hasAttribute("download")||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey:t.closest(FIELD))return;',
  'hold(e,{type:"click",target:t,init:{clientX:e.clientX,clientY:e.clientY,detail:e.detail}})});',
  'on("submit",function(e,t){hold(e,{type:"submit",target:t,submitter:e.submitter})});',
  'on("keydown",function(e,t){if(e.key!=="Enter"&&e.key!==" "&&e.key!=="Tab"&&!e.isComposing&&t!==document.body&&t.matches("button,[role],[tabindex]")&&!t.closest(FIELD))',
  'hold(e,{type:"key",target:t,init:{key:e.key,code:e.code,shiftKey:e.shiftKey,ctrlKey:e.ctrlKey,altKey:e.altKey,metaKey:e.metaKey}})});',
  'on("input",function(e,t){if(t.matches("input,textarea,select")&&!t.matches(TOGGLE))keep(e,{type:"value",target:t,value:t.value})});',
  'on("pointerover",function(e,t){if(e.pointerType!=="mouse")return;for(var i=q.length;i--;)if(q[i].type==="hover")q.splice(i,1);q.push({type:"hover",target:t})});',
  'addEventListener("load",function(){setTimeout(function(){if(q.done)return;q.done=true;',
  'q.forEach(function(x){var a=x.type==="click"&&x.target.closest("a[href]");if(a)a.click()})},15000)})})()',
].join("");

/**
 * Called once, when React has hydrated the page: stops the holding at once if nothing was held,
 * and otherwise loads the replay (a small module most visits never need) and replays. Should the
 * replay not load, the page stops holding anyway: the held actions are lost, the page is not.
 */
export function handEarlyEventsToReact(): void {
  const held = window.earlyEvents;
  if (!held || held.done) return;
  if (held.length === 0) {
    held.done = true;
    return;
  }
  import("./early-events-replay").then(
    ({ replayEarlyEvents }) => replayEarlyEvents(held),
    () => (held.done = true),
  );
}
