/**
 * Bootstrap's toggle buttons hide the radio input (pointer-events: none) and show its
 * label as the button: a user clicks the label.
 */
export function labelOf(input: HTMLElement): HTMLElement {
  const label = (input as HTMLInputElement).labels?.[0];
  if (!label) throw new Error('The radio has no label');
  return label;
}

/**
 * Before the screenshot: every image decoded and no select still disabled while its
 * options load, so a baseline never catches a half-finished frame.
 */
export async function settled(root: HTMLElement): Promise<void> {
  const deadline = Date.now() + 5000;
  while ([...root.querySelectorAll('select')].some((select) => select.disabled) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
}

/**
 * After a submit is answered (refused or done), before the screenshot: the button enabled again and unfocused.
 * user-event focuses a clicked button from script, which Chromium draws with a focus ring in a
 * page no real mouse has touched, and whether that focus outlives the button's busy state
 * depends on how fast the mocked answer comes; a mouse user sees no ring.
 */
export async function releaseButton(button: HTMLElement): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((button as HTMLButtonElement).disabled && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if ((button as HTMLButtonElement).disabled) throw new Error(`${button.textContent ?? 'The button'} stayed disabled after the answer`);
  button.blur();
}
