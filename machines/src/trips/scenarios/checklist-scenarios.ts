import type { ChecklistEffects, ChecklistMachine } from '../checklist.machine';
import { createChecklistMachine } from '../checklist.machine';
import type { TripScenario, TripScenarioMachine } from './replay-trip-scenario';

export const checklistScenarioMachine: TripScenarioMachine<ChecklistMachine, ChecklistEffects> = {
  create: createChecklistMachine,
  effects: ['addItem', 'toggleItem', 'removeItem'],
};

const input = { tripId: 'trip-goa' };

export const checklistScenarios: TripScenario<ChecklistMachine, ChecklistEffects>[] = [
  {
    name: 'pack for Goa: add an item, tick it, remove another',
    input,
    answers: {
      addItem: [{ ok: undefined }],
      toggleItem: [{ ok: undefined }],
      removeItem: [{ ok: undefined }],
    },
    steps: [
      { send: { type: 'checklist.draftChanged', text: 'Sunscreen' } },
      { send: { type: 'checklist.add' } },
      { send: { type: 'checklist.toggle', itemId: 'item-sunscreen', isCompleted: true } },
      { send: { type: 'checklist.remove', itemId: 'item-umbrella' } },
    ],
    expected: {
      state: 'idle',
      errors: {},
      toasts: ['Item added to checklist', 'Item removed from checklist'],
      calls: { addItem: 1, toggleItem: 1, removeItem: 1 },
    },
  },
  {
    name: 'a toggle fails without a message: its only toast',
    input,
    answers: { toggleItem: [{ fail: null }] },
    steps: [{ send: { type: 'checklist.toggle', itemId: 'item-sunscreen', isCompleted: false } }],
    expected: {
      state: 'idle',
      errors: { toggle: 'Failed to update checklist item' },
      toasts: ['Failed to update checklist item'],
      calls: { toggleItem: 1 },
    },
  },
  {
    name: 'a blank item is not sent',
    input,
    answers: {},
    steps: [
      { send: { type: 'checklist.draftChanged', text: '   ' } },
      { send: { type: 'checklist.add' } },
    ],
    expected: { state: 'idle', errors: {}, toasts: [], calls: {} },
  },
];
