/**
 * Venue data (an item's name, a unit, a search) put into a message's `{slot}`: the library
 * puts values in with String.replace, where "$&" or "$$" in a name would be read as a
 * replacement pattern (decision 019); doubled, each "$" comes out as itself.
 */
export function literal(text: string): string {
  return text.replaceAll('$', '$$$$');
}
