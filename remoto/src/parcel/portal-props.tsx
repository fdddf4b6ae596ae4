import { createContext, useContext, type ReactNode } from 'react';

/** Props the shell passes to every parcel (architecture §2). */
export interface PortalProps {
  basename: string;
  navigate: (to: string) => void;
}

// Without a provider (a component rendered alone), leaving the remote is a full page load.
const PortalPropsContext = createContext<PortalProps>({
  basename: '/',
  navigate: (to) => window.location.assign(to),
});

export function PortalPropsProvider({ value, children }: { value: PortalProps; children: ReactNode }) {
  return <PortalPropsContext.Provider value={value}>{children}</PortalPropsContext.Provider>;
}

/** Navigation that leaves this remote goes through the shell's router. */
export function useNavegarFora(): (to: string) => void {
  return useContext(PortalPropsContext).navigate;
}

export function usePortalProps(): PortalProps {
  return useContext(PortalPropsContext);
}
