import type { Executor } from '../client';
import type { DemoSeed } from './demo';

export interface DemoCatalogue {
  suppliers: Record<string, number>;
}

export async function seedDemoCatalogue(_tx: Executor, _seed: Omit<DemoSeed, 'catalogue'>): Promise<DemoCatalogue> {
  return { suppliers: {} };
}
