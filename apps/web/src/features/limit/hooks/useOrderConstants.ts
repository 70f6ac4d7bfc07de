import { useEffect, useState } from 'react';

type Module = typeof import('../order-constants');

let loaded: Module | null = null;

/** The SDK's order figures (fees, default reward); null for the moment it takes to load them. */
export function useOrderConstants(): Module | null {
  const [module, setModule] = useState<Module | null>(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    void import('../order-constants').then((m) => {
      loaded = m;
      if (live) setModule(m);
    });
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}
