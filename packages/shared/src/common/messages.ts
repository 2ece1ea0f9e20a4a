/**
 * The site's texts are ICU messages kept in one catalogue per language and part
 * (docs/decisions/0045-texts-and-catalogues.md). This writes one: the subset the catalogues use,
 * in about a hundred lines instead of a library on every page.
 *
 * - `{name}`: a value; a number is written in the language's digits.
 * - `{count, plural, =0 {…} one {…} other {…}}`: `#` inside is the count.
 * - `{kind, select, staff {…} other {…}}`.
 * - `<link>…</link>`: a tag the caller turns into an element (the web's `rich`); here its text.
 * - `'{'` quotes a brace, `''` is an apostrophe-quote as ICU has it; a lone `'` is itself.
 */
import { formatNumber, pluralCategory } from '../format/number';
import type { Locale } from '../format/locale';

export type MessageValue = string | number;
export type MessageValues = Readonly<Record<string, MessageValue>>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'count' }
  | { kind: 'plural' | 'select'; name: string; options: Readonly<Record<string, Node[]>> }
  | { kind: 'tag'; name: string; children: Node[] };

class MessageParser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Node[] {
    const nodes = this.nodes(false, undefined);
    if (this.at < this.source.length) this.fail('an unmatched "}"');
    return nodes;
  }

  private fail(what: string): never {
    throw new SyntaxError(`Message "${this.source}": ${what} at ${this.at}`);
  }

  private nodes(inPlural: boolean, closingTag: string | undefined): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    while (this.at < this.source.length) {
      const char = this.source[this.at]!;
      if (char === '}') break;
      if (char === "'" && this.source[this.at + 1] === "'") {
        text += "'";
        this.at += 2;
      } else if (char === "'" && /[{}#<]/.test(this.source[this.at + 1] ?? '')) {
        const end = this.source.indexOf("'", this.at + 1);
        if (end < 0) this.fail('an unclosed quote');
        text += this.source.slice(this.at + 1, end);
        this.at = end + 1;
      } else if (char === '{') {
        flush();
        nodes.push(this.argument(inPlural));
      } else if (char === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'count' });
        this.at += 1;
      } else if (char === '<' && this.source.startsWith(`</${closingTag}>`, this.at)) {
        flush();
        this.at += closingTag!.length + 3;
        return nodes;
      } else if (char === '<' && /^<[a-zA-Z]+>/.test(this.source.slice(this.at))) {
        flush();
        const name = /^<([a-zA-Z]+)>/.exec(this.source.slice(this.at))![1]!;
        this.at += name.length + 2;
        nodes.push({ kind: 'tag', name, children: this.nodes(inPlural, name) });
      } else {
        text += char;
        this.at += 1;
      }
    }
    if (closingTag) this.fail(`an unclosed <${closingTag}>`);
    flush();
    return nodes;
  }

  private argument(inPlural: boolean): Node {
    const match = /^\{\s*([a-zA-Z][\w]*)\s*(?:,\s*(plural|select)\s*,\s*)?(\})?/.exec(this.source.slice(this.at));
    if (!match) this.fail('an argument without a name');
    const [whole, name, kind, closed] = match as unknown as [string, string, 'plural' | 'select' | undefined, string | undefined];
    this.at += whole.length;
    if (!kind) {
      if (!closed) this.fail(`"{${name}" not closed`);
      return { kind: 'value', name };
    }
    const options: Record<string, Node[]> = {};
    for (;;) {
      const option = /^\s*(=\d+|[a-zA-Z_]+)\s*\{/.exec(this.source.slice(this.at));
      if (!option) break;
      this.at += option[0].length;
      options[option[1]!] = this.nodes(kind === 'plural' || inPlural, undefined);
      if (this.source[this.at] !== '}') this.fail('an unclosed option');
      this.at += 1;
    }
    if (!/^\s*\}/.test(this.source.slice(this.at))) this.fail(`"${name}" has a malformed option`);
    this.at = this.source.indexOf('}', this.at) + 1;
    if (!options.other) this.fail(`"${name}" has no "other" option`);
    return { kind, name, options };
  }
}

const parsed = new Map<string, Node[]>();

/** A message's parts, parsed once; a malformed message throws (the catalogue test parses them all). */
export function parseMessage(message: string): Node[] {
  let nodes = parsed.get(message);
  if (!nodes) {
    nodes = new MessageParser(message).parse();
    parsed.set(message, nodes);
  }
  return nodes;
}

/** The names of the values and tags a message uses, for checking that both languages' texts agree. */
export function messageArguments(message: string): { values: string[]; tags: string[] } {
  const values = new Set<string>();
  const tags = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'value') values.add(node.name);
      if (node.kind === 'plural' || node.kind === 'select') {
        values.add(node.name);
        Object.values(node.options).forEach(walk);
      }
      if (node.kind === 'tag') {
        tags.add(node.name);
        walk(node.children);
      }
    }
  };
  walk(parseMessage(message));
  return { values: [...values].sort(), tags: [...tags].sort() };
}

/** The words of a message, without its values, options or tags: what a reader sees whatever the values. */
export function messageWords(message: string): string[] {
  const words: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'text') words.push(node.text);
      if (node.kind === 'plural' || node.kind === 'select') Object.values(node.options).forEach(walk);
      if (node.kind === 'tag') walk(node.children);
    }
  };
  walk(parseMessage(message));
  return words;
}

/**
 * A message's pieces: its text with the values written in, and the tags it names, each with its
 * own pieces, for the web to make elements of. Texts beside each other are joined.
 */
export type MessagePiece = string | { tag: string; children: MessagePiece[] };

export function messagePieces(message: string, values: MessageValues, locale: Locale): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  const add = (piece: MessagePiece) => {
    const last = pieces.at(-1);
    if (typeof piece === 'string' && typeof last === 'string') pieces[pieces.length - 1] = last + piece;
    else pieces.push(piece);
  };
  const write = (value: MessageValue | undefined, name: string) => {
    if (value === undefined) throw new Error(`Message "${message}" needs the value "${name}"`);
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  };
  const walk = (nodes: Node[], count: number | undefined, into: (piece: MessagePiece) => void) => {
    for (const node of nodes) {
      if (node.kind === 'text') into(node.text);
      else if (node.kind === 'value') into(write(values[node.name], node.name));
      else if (node.kind === 'count') into(write(count, '#'));
      else if (node.kind === 'tag') {
        const children: MessagePiece[] = [];
        walk(node.children, count, (piece) => {
          const last = children.at(-1);
          if (typeof piece === 'string' && typeof last === 'string') children[children.length - 1] = last + piece;
          else children.push(piece);
        });
        into({ tag: node.name, children });
      } else {
        const value = values[node.name];
        if (value === undefined) throw new Error(`Message "${message}" needs the value "${node.name}"`);
        if (node.kind === 'plural') {
          const amount = Number(value);
          walk(node.options[`=${amount}`] ?? node.options[pluralCategory(amount, locale)] ?? node.options.other!, amount, into);
        } else {
          walk(node.options[String(value)] ?? node.options.other!, count, into);
        }
      }
    }
  };
  walk(parseMessage(message), undefined, add);
  return pieces;
}

const plainText = (pieces: MessagePiece[]): string => pieces.map((piece) => (typeof piece === 'string' ? piece : plainText(piece.children))).join('');

/** A message as plain text: values written in, tags dropped to their text. */
export function formatMessage(message: string, values: MessageValues, locale: Locale): string {
  return plainText(messagePieces(message, values, locale));
}
