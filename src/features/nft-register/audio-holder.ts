/**
 * The chosen mp3 lives here, in memory only: spec §3 says the audio is never saved, and File
 * objects never go into the Redux store. The draft keeps only `audioKey`, which says which file
 * belongs to it; after a reload the key survives but the file is gone.
 */
interface HeldAudio {
  key: string;
  file: File;
}

let current: HeldAudio | null = null;
const listeners = new Set<() => void>();

const newKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function notify() {
  listeners.forEach((listener) => listener());
}

/** Keeps the file and returns the key the draft should remember. */
export function holdAudio(file: File): string {
  current = { key: newKey(), file };
  notify();
  return current.key;
}

export function releaseAudio() {
  if (current === null) return;
  current = null;
  notify();
}

export const heldAudio = () => current;

export function subscribeAudio(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The file for a draft's key, or null (never picked, replaced, or lost to a reload). */
export function audioFor(key: string | null): File | null {
  return key !== null && current?.key === key ? current.file : null;
}
