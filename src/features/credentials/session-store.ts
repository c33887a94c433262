import { create } from 'zustand';
import type { Engine } from '../../engine/types';
import type { Product } from '../../core/contract';

/**
 * The signed-in session. The engine (the client and the page store, in their worker) holds the secret, the
 * bearer token and the storage key in the worker's memory; this store only holds the engine's handle, so
 * nothing secret is ever serialised: no persist middleware, by design.
 */
export interface Session {
  client: Engine;
  product: Product;
  tenant: string;
}

interface SessionStore {
  session: Session | null;
  start(session: Session): void;
  end(): void;
}

export const useSessionStore = create<SessionStore>()((set, get) => ({
  session: null,
  start: (session) => set({ session }),
  end: () => {
    get().session?.client.signOut();
    set({ session: null });
  },
}));
