import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle';

describe('the process lifecycle', () => {
  it('starts, becomes ready after the tasks waiting for it, and drains once', async () => {
    const lifecycle = createLifecycle();
    const ran: string[] = [];
    await lifecycle.whenReady(async () => {
      ran.push(`workers while ${lifecycle.state}`);
    });
    expect(ran).toEqual([]);
    expect(lifecycle.state).toBe('starting');
    await lifecycle.ready();
    expect(ran).toEqual(['workers while starting']);
    expect(lifecycle.state).toBe('ready');
    expect(lifecycle.drain()).toBe(true);
    expect(lifecycle.state).toBe('draining');
    expect(lifecycle.drain()).toBe(false);
    await lifecycle.ready();
    expect(lifecycle.state).toBe('draining');
  });

  it('runs a task at once when already ready, and never once draining', async () => {
    const lifecycle = createLifecycle('ready');
    const ran: string[] = [];
    await lifecycle.whenReady(async () => {
      ran.push('now');
    });
    lifecycle.drain();
    await lifecycle.whenReady(async () => {
      ran.push('never');
    });
    expect(ran).toEqual(['now']);
  });

  it('stays draining when a signal came while starting: the waiting tasks are dropped', async () => {
    const lifecycle = createLifecycle();
    const ran: string[] = [];
    await lifecycle.whenReady(async () => {
      ran.push('workers');
    });
    lifecycle.drain();
    await lifecycle.ready();
    expect(ran).toEqual([]);
    expect(lifecycle.state).toBe('draining');
  });

  it('stays starting when a task waiting for readiness fails', async () => {
    const lifecycle = createLifecycle();
    await lifecycle.whenReady(async () => {
      throw new Error('the queue is gone');
    });
    await expect(lifecycle.ready()).rejects.toThrow('the queue is gone');
    expect(lifecycle.state).toBe('starting');
  });
});
