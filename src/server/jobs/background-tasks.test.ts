import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

describe('background tasks', () => {
  it('do not run before the caller has moved on, and settle once they and the tasks they start finish', async () => {
    const tasks = createBackgroundTasks(pino({ level: 'silent' }));
    const order: string[] = [];
    tasks.run('outer', async () => {
      order.push('outer');
      tasks.run('inner', async () => {
        order.push('inner');
      });
    });
    order.push('caller');
    await tasks.settled();
    expect(order).toEqual(['caller', 'outer', 'inner']);
  });

  it('log a failed task instead of failing anyone', async () => {
    const log = pino({ level: 'silent' });
    const error = vi.spyOn(log, 'error');
    const tasks = createBackgroundTasks(log);
    tasks.run('broken', async () => {
      throw new Error('boom');
    });
    await tasks.settled();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'broken', err: expect.any(Error) }),
      'background task failed',
    );
  });
});
