type Listener = (error: Error) => void;
let onWriteFail: Listener = () => {};

/**
 * redux-persist swallows storage write failures (full or blocked storage) unless given a
 * writeFailHandler; the app registers one that tells the user. The state in memory is untouched.
 */
export function setPersistWriteFailListener(listener: Listener) {
  onWriteFail = listener;
}

export const writeFailHandler = (error: Error) => {
  console.warn('[persist] could not save to browser storage', error);
  onWriteFail(error);
};
