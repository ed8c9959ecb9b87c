import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '@teamcast/domain';
import type { FlameClient } from './api/flame-client';
import type { KeyValueStore } from './storage/browser-store';

/** What the pages reach the world through; tests hand in a fake API and a store in memory. */
export interface FlameServices {
  client: FlameClient;
  store: KeyValueStore;
  /** The site's address, for the links people send each other. */
  origin: string;
  site: Site;
}

const ServicesContext = createContext<FlameServices | null>(null);

export function ServicesProvider({ services, children }: { services: FlameServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): FlameServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}

/** The server marks the love site by rewriting this meta tag of the page; everything else is the platform. */
export function readSite(doc: Pick<Document, 'querySelector'> = document): Site {
  return doc.querySelector('meta[name="teamcast-site"]')?.getAttribute('content') === 'love' ? 'love' : 'platform';
}
