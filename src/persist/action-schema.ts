/**
 * The strict shape of an action read back from a save (ARCHITECTURE.md rule
 * 8): the reducer trusts the shape of what it is given, so a hand-edited
 * recording (a `null`, a move without a direction) is refused here, naming
 * the field, before it can reach the rules. What the rules refuse (a spell
 * the hero does not know, a wall in the way) is still the reducer's to say.
 */
import type { z } from 'zod';
import { zod } from './zod.js';
import type { Action } from '../core/engine/actions.js';
import type { Seat } from '../core/engine/seats.js';
import { FOUNTAIN_WISHES } from '../core/engine/actions.js';

/** The schema, built once when the first save is read. */
function build() {
  const z = zod();
  const int = z.number().int();
  const dir = z.enum(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);
  const attr = z.enum(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);
  const square = z.strictObject({ x: int, y: int });
  const target = z.union([z.strictObject({ creature: int }), square]);
  const destination = z.union([square, z.strictObject({ zone: z.string() }), z.literal('home')]);
  const aimed = { target: target.optional(), to: destination.optional() };
  /** Every action names the seat that took it; an action without one (a save from before seats) is the Adventurer's. */
  const seat = z.string().regex(/^(adventurer|opposition:[1-4])$/) as z.ZodType<Seat>;
  const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), seat: seat.optional(), ...shape });
  const optSquare = square.optional();
  /** What an Opposition seat buys for a zone: engine/types.ts `Order`. */
  const order = z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('creature'), category: z.string(), name: z.string(), count: int, hd: int, boss: z.boolean().optional(), squares: z.array(square).optional() }),
    z.strictObject({ kind: z.literal('returning'), creature: int, square: optSquare }),
    z.strictObject({ kind: z.literal('environ'), name: z.string(), rank: int }),
    z.strictObject({ kind: z.literal('trap'), name: z.string(), square: optSquare }),
    z.strictObject({ kind: z.literal('illumination') }),
    z.strictObject({ kind: z.literal('puzzle'), exit: z.string(), tokens: int }),
    z.strictObject({ kind: z.literal('riddle'), exit: z.string(), riddle: z.string() }),
    z.strictObject({ kind: z.literal('armour'), dice: int }),
  ]);

  const spend = z.discriminatedUnion('what', [
    act('spend', { what: z.literal('device'), device: z.enum(['recall', 'magic']) }),
    act('spend', { what: z.enum(['sustenance', 'illumination']), tokens: int }),
    act('spend', { what: z.literal('exit'), item: int.nullable(), to: z.string() }),
    act('spend', { what: z.literal('escape'), to: z.string().optional() }),
    act('spend', { what: z.literal('stunt') }),
    act('spend', { what: z.literal('heal'), dice: int }),
    act('spend', { what: z.literal('mend'), dice: int }),
  ]);

  return z.discriminatedUnion('type', [
    act('create', {
      name: z.string(),
      className: z.enum(['Warrior', 'Thief', 'Cleric', 'Wizard']),
      kit: z.enum(['A', 'B']),
      swap: z.tuple([attr, attr]).optional(),
      background: z.strictObject({ text: z.string(), attrs: z.array(attr) }),
    }),
    act('enter-dungeon', {}),
    act('move', { dir }),
    act('wait', {}),
    act('open', { dir }),
    act('close', { dir }),
    act('force', { dir }),
    act('fire', { target: int }),
    act('throw', { target: int, item: int.optional() }),
    act('deal-death', {}),
    act('stairs', {}),
    act('drink', { for: z.enum(FOUNTAIN_WISHES).optional() }),
    act('pickup', {}),
    act('drop', { item: int }),
    act('equip', { item: int }),
    act('unequip', { slot: z.enum(['weapon', 'armour', 'shield', 'helmet', 'light']) }),
    act('search', {}),
    act('disarm', { dir }),
    act('explore', { die: int, at: int }),
    act('work', { dice: int }),
    act('place', { die: int.nullable(), at: int.optional() }),
    act('give-up', {}),
    act('rest', {}),
    act('invoke-background', { attr }),
    act('answer', { breakArmour: z.boolean() }),
    act('escalate', { yes: z.boolean() }),
    act('hunger', { attr }),
    act('suicide', {}),
    act('riddle', { dir, answer: z.string() }),
    act('armour-setting', { value: z.enum(['always', 'ask', 'never']) }),
    spend,
    act('insist', { yes: z.boolean() }),
    // An Opposition seat's bid on its own Illumination requirement says which side it counts for (actions.ts).
    act('bid', { tokens: int, against: z.boolean().optional() }),
    act('stock', { orders: z.array(order) }),
    act('object', { yes: z.boolean() }),
    act('cast', { spell: z.string(), ...aimed }),
    act('pray', { prayer: z.string(), ...aimed }),
    act('banish', {}),
    act('quaff', { item: int }),
    act('read', { item: int, spell: z.string().optional(), ...aimed }),
    act('use', { item: int, ...aimed }),
    act('memorise', { spells: z.array(z.string()) }),
    act('shop-price', { item: z.string(), haggle: z.boolean() }),
    act('shop-buy', { item: z.string() }),
    act('sell', { item: int, haggle: z.boolean().optional() }),
    act('stash', { item: int }),
    act('unstash', { item: int }),
    act('carouse', { stories: int, extra: attr.optional() }),
    act('level-up', { extra: attr.optional() }),
    act('background', { text: z.string(), attrs: z.array(attr) }),
    act('temple', { cure: z.enum(['poison', 'curse', 'disease']) }),
    act('armourer-price', { dice: int, haggle: z.boolean() }),
    act('armourer', { dice: int, haggle: z.boolean().optional() }),
    act('bench', { dice: int }),
    act('rest-day', {}),
    act('quest', { legs: z.array(z.object({ foes: z.array(z.object({ category: z.string(), name: z.string(), count: int, hd: int })), light: z.boolean().optional() })) }),
    act('quest-abandon', {}),
  ]) satisfies z.ZodType<Action>;
}

let built: ReturnType<typeof build> | undefined;
export const actionSchema = (): ReturnType<typeof build> => (built ??= build());

// Every kind of action has its shape here: a new one the schema does not know fails to compile.
type Unchecked = Exclude<Action['type'], z.infer<ReturnType<typeof build>>['type']>;
const everyKind: [Unchecked] extends [never] ? true : Unchecked = true;
void everyKind;

