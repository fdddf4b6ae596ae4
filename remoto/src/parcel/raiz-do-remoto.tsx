import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalPropsProvider, type PortalProps } from './portal-props';

/** A remote's root: the parcel props in context and its own router under the portal's base path. */
export function RaizDoRemoto({ props, children }: { props: PortalProps; children: ReactNode }) {
  return (
    <PortalPropsProvider value={{ basename: props.basename, navigate: props.navigate }}>
      <BrowserRouter basename={props.basename}>{children}</BrowserRouter>
    </PortalPropsProvider>
  );
}
