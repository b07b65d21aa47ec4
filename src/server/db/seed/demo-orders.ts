import type { Executor } from '../client';
import type { DemoSeed } from './demo';

export async function seedDemoOrders(_tx: Executor, _seed: DemoSeed, _now: Date): Promise<void> {}
