/**
 * Takes the focus to a field once its error is on screen: a refusal shown only in a field's description is read by
 * a screen reader when the field gets the focus, and the button just pressed would otherwise keep it in silence.
 */
export function focarCampo(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
