/**
 * Bootstrap's toggle buttons hide the radio input (pointer-events: none) and show its
 * label as the button: a user clicks the label.
 */
export function labelOf(input: HTMLElement): HTMLElement {
  const label = (input as HTMLInputElement).labels?.[0];
  if (!label) throw new Error('The radio has no label');
  return label;
}
