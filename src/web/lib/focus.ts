/**
 * Moves focus on the next frame (after React has drawn what the move is for), but only if the person
 * has not moved it themselves meanwhile: focus is still where it was when the move was asked for, or
 * it fell to the page because that element went away. A late frame on a slow phone (or a loaded
 * machine) must never pull the cursor out of the field someone has started typing in.
 */
export function focusSoon(target: () => HTMLElement | null | undefined): void {
  const from = document.activeElement;
  requestAnimationFrame(() => {
    const now = document.activeElement;
    const untouched = now === from || now === null || now === document.body || !now.isConnected;
    if (untouched) target()?.focus();
  });
}
