/**
 * A save of what places a row was refused after the row itself was saved: its issues are shown
 * under the placing controls; `reason` is the refusal, for the toast.
 */
export class PlacingRefused extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : 'placing refused');
    this.name = 'PlacingRefused';
  }
}

/** What the placing panels of a form do for its save (`EntityPlacing`'s handle). */
export interface PlacingHandle {
  /** Judges what can be judged before anything is sent (required sets and attributes), shows it; false stops the save. */
  check(): boolean;
  /** Saves every set and the attributes of row `entityId`; throws `PlacingRefused` once its issues are shown. */
  save(entityId: number): Promise<void>;
}
