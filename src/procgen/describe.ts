/** The few lines a player reads on entering a zone, put together from its rolls. */
import type { CorridorDirection, CorridorWidth } from '../data/roguelike/schema.js';
import type { DoorType, Exit, RoomKind, ZoneShape } from './types.js';

const FORMS: Record<CorridorDirection['shape'], string> = {
  straight: 'running straight',
  'left-45': 'bending 45° to the left',
  'right-45': 'bending 45° to the right',
  'left-90': 'turning 90° to the left',
  'right-90': 'turning 90° to the right',
  'y-fork': 'splitting into a Y',
  't-fork': 'ending in a T junction',
  'dead-end': 'stopping dead',
  'four-way': 'meeting a crossroads',
};

const DOOR_NAMES: Record<DoorType, [string, string]> = {
  wooden: ['wooden door', 'wooden doors'],
  iron: ['iron door', 'iron doors'],
  'locked-iron': ['locked iron door', 'locked iron doors'],
  'open-arch': ['open arch', 'open arches'],
  portcullis: ['portcullis', 'portcullises'],
  'locked-portcullis': ['locked portcullis', 'locked portcullises'],
  'locked-wooden': ['locked wooden door', 'locked wooden doors'],
};

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const count = (n: number) => NUMBERS[n] ?? String(n);

export function doorName(door: DoorType): string {
  return DOOR_NAMES[door][0];
}

export interface DescriptionInput {
  kind: RoomKind;
  shape: ZoneShape;
  width?: CorridorWidth;
  form?: CorridorDirection;
  exits: Exit[];
  features: string[];
}

export function describe(input: DescriptionInput): string {
  const parts: string[] = [];
  const { kind, shape } = input;
  const onward = input.exits.some((e) => e.kind === 'door' && !e.entry);
  if ((kind === 'corridor' || kind === 'cavern') && input.width && input.form) {
    const what = kind === 'corridor' ? 'A corridor hewn through limestone' : 'A natural limestone cavern';
    const about = kind === 'cavern' ? 'about ' : '';
    // A dead end with a door in it is not a dead end to the reader.
    const form = input.form.shape === 'dead-end' && onward ? 'ending' : FORMS[input.form.shape];
    parts.push(`${what}, ${about}${input.width.widthFeet} ft wide and ${input.width.heightFeet} ft high, ${form} after ${input.form.lengthFeet} ft.`);
  } else if (shape.interior) {
    const { width, height } = shape.interior;
    parts.push(kind === 'room' ? `A room cut from the limestone, ${width * 5} by ${height * 5} ft.` : `A natural limestone chamber, roughly ${width * 5} by ${height * 5} ft, its walls uneven.`);
  }
  const doors = input.exits.filter((e) => e.kind === 'door');
  const entry = doors.find((e) => e.entry);
  const others = new Map<DoorType, number>();
  for (const d of doors) if (!d.entry && d.door) others.set(d.door, (others.get(d.door) ?? 0) + 1);
  const list = [...others].map(([type, n]) => `${count(n)} ${DOOR_NAMES[type][n === 1 ? 0 : 1]}`);
  const came = entry?.door ? `the ${doorName(entry.door)} you came through` : 'the way you came';
  parts.push(list.length === 0 ? `No way on but ${came}.` : `Besides ${came}: ${list.join(', ')}.`);
  parts.push(...input.features);
  return parts.join(' ');
}
