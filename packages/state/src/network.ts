import { atom } from 'jotai';

const online = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
online.onMount = (set) => {
  const update = () => set(navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

/** The browser's online/offline status, tracked while anything reads it. */
export const onlineAtom = atom((get) => get(online));
