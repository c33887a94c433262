import { create } from 'zustand';
import type { ReportingClient } from '../../api/client-contract';
import type { Product } from '../../core/contract';

/**
 * The signed-in session. The client holds the secret and the bearer token in its own memory; this store
 * only holds the client, so nothing secret is ever serialised: no persist middleware, by design.
 */
export interface Session {
  client: ReportingClient;
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
