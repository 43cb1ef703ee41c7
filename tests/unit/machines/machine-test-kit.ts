import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyStateMachine,
  type InspectionEvent,
  type StateValue,
} from 'xstate';

/**
 * Helpers shared by the machine tests: a recorder of which state nodes and
 * transitions the suite really exercised, promise actors the test settles by
 * hand, and a walker that replays model-generated paths on a real actor.
 */

interface StateNodeLike {
  path: string[];
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

interface TransitionLike {
  source: StateNodeLike;
  eventType: string;
}

const nameOf = (node: StateNodeLike) => (node.path.length === 0 ? '(root)' : node.path.join('.'));

function transitionKey(transition: TransitionLike): string {
  const { source, eventType } = transition;
  const siblings = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = siblings.indexOf(transition);
  return `${nameOf(source)} --${eventType === '' ? '(always)' : eventType}#${index}-->`;
}

function allNodes(node: StateNodeLike): StateNodeLike[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** Every state node below the root, as dotted paths. */
export function allStatePaths(machine: AnyStateMachine): string[] {
  return allNodes(machine.root as unknown as StateNodeLike)
    .filter((node) => node.path.length > 0)
    .map(nameOf);
}

/** Every transition of the machine (including eventless and invoke done/error ones). */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return allNodes(machine.root as unknown as StateNodeLike).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

/** The dotted paths of every active state node of a state value ('a' and 'a.b' for { a: 'b' }). */
export function activePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...(child === undefined ? [] : activePaths(child, [...prefix, key])),
  ]);
}

export interface CoverageFigure {
  visited: number;
  total: number;
  percent: number;
  missing: string[];
}

function figure(all: string[], seen: Set<string>): CoverageFigure {
  const missing = all.filter((item) => !seen.has(item));
  const visited = all.length - missing.length;
  return { visited, total: all.length, percent: all.length === 0 ? 100 : Math.round((visited / all.length) * 1000) / 10, missing };
}

/**
 * Records, through XState's inspection API, every state node entered and every
 * transition taken by actors of `machine` (also copies made with `provide`).
 * Transient (eventless) states never rest in a snapshot; they are counted as
 * visited when one of their transitions is taken.
 */
export function createCoverage(machine: AnyStateMachine) {
  const states = new Set<string>();
  const transitions = new Set<string>();

  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
    const snapshot = event.snapshot as { machine?: AnyStateMachine; value?: StateValue };
    if (snapshot.machine?.id !== machine.id || snapshot.value === undefined) return;
    activePaths(snapshot.value).forEach((path) => states.add(path));
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions as unknown as TransitionLike[]) {
        transitions.add(transitionKey(transition));
        if (transition.source.path.length > 0) states.add(nameOf(transition.source));
      }
    }
  };

  return {
    inspect,
    report: () => ({
      states: figure(allStatePaths(machine), states),
      transitions: figure(allTransitionKeys(machine), transitions),
    }),
  };
}

export type Coverage = ReturnType<typeof createCoverage>;

/** Asserts 100% state-node and transition coverage and prints the figure. */
export function expectFullCoverage(name: string, coverage: Coverage): void {
  const { states, transitions } = coverage.report();
  console.info(
    `[machine coverage] ${name}: states ${states.visited}/${states.total} (${states.percent}%), ` +
      `transitions ${transitions.visited}/${transitions.total} (${transitions.percent}%)`,
  );
  expect(states.missing, 'state nodes never visited').toEqual([]);
  expect(transitions.missing, 'transitions never taken').toEqual([]);
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

/**
 * Promise actors that stay pending until the test settles them, by the same
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events the model uses.
 * Actor sources and invoke ids share one name in these machines.
 */
export function createPromiseControl() {
  const pending = new Map<string, Pending>();
  const inputs: Array<{ name: string; input: unknown }> = [];

  function actor<TOutput, TInput = unknown>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          inputs.push({ name, input });
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject, input });
        }),
    );
  }

  function take(name: string): Pending {
    const entry = pending.get(name);
    if (!entry) throw new Error(`No pending "${name}" actor to settle`);
    pending.delete(name);
    return entry;
  }

  const DONE = 'xstate.done.actor.';
  const ERROR = 'xstate.error.actor.';

  return {
    actor,
    inputs,
    isPending: (name: string) => pending.has(name),
    resolve: async (name: string, output: unknown) => {
      take(name).resolve(output);
      await settled();
    },
    reject: async (name: string, error: unknown) => {
      take(name).reject(error);
      await settled();
    },
    /** Settles a pending actor if `event` is its done/error event; false for ordinary events. */
    settle: async (event: AnyEventObject): Promise<boolean> => {
      if (event.type.startsWith(DONE)) {
        take(event.type.slice(DONE.length)).resolve(event.output);
      } else if (event.type.startsWith(ERROR)) {
        take(event.type.slice(ERROR.length)).reject(event.error);
      } else {
        return false;
      }
      await settled();
      return true;
    },
  };
}

export type PromiseControl = ReturnType<typeof createPromiseControl>;

/** Lets promise callbacks and the events they send run to completion. */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface ModelScenario<TInput> {
  name: string;
  input: () => TInput;
}

export interface ModelWalkOptions<TInput> {
  /** The machine with every actor replaced by `control` fakes and side effects recorded. */
  build: (control: PromiseControl) => AnyStateMachine;
  scenarios: Array<ModelScenario<TInput>>;
  events: AnyEventObject[];
  /** What makes two states different for the model (value plus the context that matters). */
  serializeState: (snapshot: { value: StateValue; context: Record<string, unknown> }) => string;
  coverage: Coverage;
  /** 'shortest' reaches every state; 'simple' also takes every transition between them. */
  paths?: 'shortest' | 'simple';
}

export interface ModelPathCase {
  title: string;
  run: () => Promise<void>;
}

/**
 * Generates paths on the abstract model with @xstate/graph, then replays each
 * on a real actor (fake actors settled by the path's done/error events) and
 * checks after every step that the actor is where the model says it is.
 */
export function modelPathCases<TInput>(options: ModelWalkOptions<TInput>): ModelPathCase[] {
  const generate = options.paths === 'simple' ? getSimplePaths : getShortestPaths;
  return options.scenarios.flatMap((scenario) => {
    const model = options.build(createPromiseControl());
    const paths = generate(model, {
      input: scenario.input(),
      events: options.events,
      serializeState: (snapshot) => options.serializeState(snapshot as never),
    });
    return paths.map((path) => {
      const route = path.steps
        .slice(1)
        .map((step) => `${step.event.type} → ${JSON.stringify(step.state.value)}`)
        .join(', ');
      return {
        title: `[${scenario.name}] ${JSON.stringify(path.state.value)} via ${route || 'start'}`,
        run: async () => {
          const control = createPromiseControl();
          const actor = createActor(options.build(control), { input: scenario.input(), inspect: options.coverage.inspect });
          actor.start();
          await settled();
          for (const step of path.steps) {
            if (step.event.type !== 'xstate.init' && !(await control.settle(step.event))) {
              actor.send(step.event);
              await settled();
            }
            expect(actor.getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value);
          }
          actor.stop();
        },
      };
    });
  });
}
