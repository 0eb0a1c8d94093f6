import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let open = () => {};
  const gate: Gate = { opened: false, promise: new Promise((resolve) => (open = resolve)), open: () => {} };
  gate.open = () => {
    gate.opened = true;
    open();
  };
  return gate;
}

/** Suspends in the browser until the gate opens; the server renders straight through. */
function WaitFor({ gate }: { gate: Gate }) {
  if (typeof window !== 'undefined' && !gate.opened) use(gate.promise);
  return null;
}

/**
 * Sections below the fold. The server renders them (crawlers and visitors without JavaScript read
 * them); the browser hydrates them only when their space comes near the viewport: until then the
 * Suspense boundary keeps the server's HTML as it is, and their code and data wait. On a page
 * reached by a client-side navigation the space stays reserved until then. The gate opens without a
 * re-render, since an update to a boundary that has not hydrated yet would throw its HTML away.
 */
export function WhenVisible({ children, minHeight, margin = '400px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    const element = ref.current;
    if (gate.opened || !element) return;
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, margin]);
  return (
    <div ref={ref} style={{ minHeight }}>
      <Suspense fallback={null}>
        <WaitFor gate={gate} />
        {children}
      </Suspense>
    </div>
  );
}
